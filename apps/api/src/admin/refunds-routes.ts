import { dataEnvelope, refundMessages, refundRequestSchema, transactionSchema } from '@velvet/contracts';
import { z } from 'zod';
import type { CheckoutService } from '../checkout/service.ts';
import type { Api } from '../platform/http/types.ts';

/** Operators refund a purchase to the fan's wallet while the creator's earnings from it are still on hold. */
export function adminRefundsRoutes(app: Api, checkout: CheckoutService): void {
  app.post('/api/admin/transactions/:id/refund', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], params: z.strictObject({ id: z.uuid() }), body: refundRequestSchema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => ({ data: await checkout.refund(request.params.id, request.body.reason), message: refundMessages.refunded }),
  });
}
