import { dataEnvelope, listTransactionsQuerySchema, transactionIdParamsSchema, transactionPageSchema, transactionSchema } from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { TransactionsService } from './service.ts';

export function transactionsRoutes(app: Api, transactions: TransactionsService): void {
  app.get('/api/transactions', {
    config: { auth: 'signed-in' },
    schema: { tags: ['transactions'], querystring: listTransactionsQuerySchema, response: { 200: dataEnvelope(transactionPageSchema) } },
    handler: async (request) => ({ data: await transactions.list(currentUser(request).id, request.query) }),
  });

  app.get('/api/transactions/:id', {
    config: { auth: 'signed-in' },
    schema: { tags: ['transactions'], params: transactionIdParamsSchema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => ({ data: await transactions.get(currentUser(request).id, request.params.id) }),
  });
}
