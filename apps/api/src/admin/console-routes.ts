import { adminSummarySchema, adminTransactionsQuerySchema, adminUserDetailsSchema, adminUserIdParamsSchema, dataEnvelope, transactionPageSchema } from '@velvet/contracts';
import type { Api } from '../platform/http/types.ts';
import type { TransactionsService } from '../transactions/service.ts';
import type { AdminConsole } from './console.ts';

type ConsoleRoutesOptions = { adminConsole: AdminConsole; transactions: Pick<TransactionsService, 'search'> };

/** The console's queue counts, a user's page, and the transaction picker. */
export function adminConsoleRoutes(app: Api, { adminConsole, transactions }: ConsoleRoutesOptions): void {
  app.get('/api/admin/summary', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], response: { 200: dataEnvelope(adminSummarySchema) } },
    handler: async () => ({ data: await adminConsole.summary() }),
  });

  app.get('/api/admin/users/:id', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], params: adminUserIdParamsSchema, response: { 200: dataEnvelope(adminUserDetailsSchema) } },
    handler: async (request) => ({ data: await adminConsole.userDetails(request.params.id) }),
  });

  app.get('/api/admin/transactions', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], querystring: adminTransactionsQuerySchema, response: { 200: dataEnvelope(transactionPageSchema) } },
    handler: async (request) => ({ data: await transactions.search(request.query) }),
  });
}
