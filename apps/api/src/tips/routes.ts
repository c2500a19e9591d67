import { dataEnvelope, skrillMessages, tipMessages, tipSchema, tipV2Schema, transactionSchema } from '@velvet/contracts';
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
      return { data: await tips.send({ payerId: payer.id, idempotencyKey: idempotencyKeyOf(request.headers), tip: request.body }), message: tipMessages.sent };
    },
  });

  // The v2 variant (the skrill flag): paid on the hosted wallet's page, whose address the answer carries.
  app.post('/api/v2/tips', {
    config: { auth: 'signed-in' },
    schema: { tags: ['tips'], headers: idempotentHeaders, body: tipV2Schema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => {
      const payer = currentUser(request);
      verification.gate(payer, 'send tip');
      const tip = { ...request.body, payment_mode: 'skrill' as const };
      return { data: await tips.send({ payerId: payer.id, idempotencyKey: idempotencyKeyOf(request.headers), tip }), message: skrillMessages.started };
    },
  });
}
