import multipart from '@fastify/multipart';
import { chatFeePurchaseV2Schema, chatFeeV2JsonFields, dataEnvelope, skrillMessages, transactionSchema } from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import { FORM_FIELDS_LIMITS, parseFormFields } from '../platform/http/form-fields.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { ServicesService } from './service.ts';

/** The v2 variant of `users/purchase-chat-fee-service` (the skrill flag): form data, paid on the hosted wallet's page. */
export async function chatFeeV2Routes(app: Api, { services, verification }: { services: ServicesService; verification: VerificationService }): Promise<void> {
  await app.register(async (scope: Api) => {
    await scope.register(multipart, { limits: FORM_FIELDS_LIMITS });
    scope.post('/api/v2/users/purchase-chat-fee-service', {
      config: { auth: 'signed-in' },
      schema: { tags: ['services'], summary: 'Buy a chat fee service with the hosted wallet (form data)', headers: idempotentHeaders, response: { 200: dataEnvelope(transactionSchema) } },
      handler: async (request) => {
        const payer = currentUser(request);
        verification.gate(payer, 'purchase');
        const input = await parseFormFields(request, chatFeePurchaseV2Schema, chatFeeV2JsonFields);
        const transaction = await services.purchaseChatFee({ payerId: payer.id, idempotencyKey: idempotencyKeyOf(request.headers), input: { ...input, payment_mode: 'skrill' } });
        return { data: transaction, message: skrillMessages.started };
      },
    });
  });
}
