import multipart from '@fastify/multipart';
import { dataEnvelope, paidRequestSchema, requestV2JsonFields, requestV2Schema, skrillMessages } from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import { FORM_FIELDS_LIMITS, parseFormFields } from '../platform/http/form-fields.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { RequestsService } from './service.ts';

/**
 * The v2 variant of `requests/calls-and-ratings` (the skrill flag): form data (media, extra_data and
 * traceable_data as JSON fields), paid on the hosted wallet's page, whose address the answer carries.
 */
export async function requestsV2Routes(app: Api, { requests, verification }: { requests: RequestsService; verification: VerificationService }): Promise<void> {
  await app.register(async (scope: Api) => {
    await scope.register(multipart, { limits: FORM_FIELDS_LIMITS });
    scope.post('/api/v2/requests/calls-and-ratings', {
      config: { auth: 'signed-in' },
      schema: { tags: ['requests'], summary: 'Request a paid service, paid with the hosted wallet (form data)', headers: idempotentHeaders, response: { 200: dataEnvelope(paidRequestSchema) } },
      handler: async (request) => {
        const payer = currentUser(request);
        verification.gate(payer, 'purchase');
        const input = await parseFormFields(request, requestV2Schema, requestV2JsonFields);
        const data = await requests.create({ payerId: payer.id, idempotencyKey: idempotencyKeyOf(request.headers), input: { ...input, payment_mode: 'skrill' } });
        return { data, message: skrillMessages.started };
      },
    });
  });
}
