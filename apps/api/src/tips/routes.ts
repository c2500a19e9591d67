import { dataEnvelope, tipSchema, transactionSchema } from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { TipsService } from './service.ts';

export function tipsRoutes(app: Api, { tips, verification }: { tips: TipsService; verification: VerificationService }): void {
  app.post('/api/tips', {
    config: { auth: 'signed-in' },
    schema: { tags: ['tips'], headers: idempotentHeaders, body: tipSchema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => {
      const payer = currentUser(request);
      verification.gate(payer, 'send tip');
      return { data: await tips.send({ payerId: payer.id, idempotencyKey: idempotencyKeyOf(request.headers), tip: request.body }), message: 'Tip sent!' };
    },
  });
}
