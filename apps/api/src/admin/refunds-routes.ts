import { dataEnvelope, refundMessages, refundRequestSchema, transactionSchema } from '@velvet/contracts';
import { z } from 'zod';
import type { CheckoutService } from '../checkout/service.ts';
import type { Api } from '../platform/http/types.ts';
import type { TransactionRow } from '../transactions/repo.ts';
import type { TransactionsService } from '../transactions/service.ts';

const auditedTransaction = (row: TransactionRow | undefined) => (row ? { status: row.status, total_cents: row.totalCents, payer_id: row.payerId, type: row.type } : null);

/** Operators refund a purchase to the fan's wallet while the creator's earnings from it are still on hold. */
export function adminRefundsRoutes(app: Api, { checkout, transactions }: { checkout: CheckoutService; transactions: TransactionsService }): void {
  app.post('/api/admin/transactions/:id/refund', {
    // The audit log keeps the purchase's status and amounts from before the refund.
    config: { auth: ['ADMIN'], auditBefore: async (request) => auditedTransaction(await transactions.find((request.params as { id: string }).id)) },
    schema: { tags: ['admin'], params: z.strictObject({ id: z.uuid() }), body: refundRequestSchema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => ({ data: await checkout.refund(request.params.id, request.body.reason, { afterRelease: true }), message: refundMessages.refunded }),
  });
}
