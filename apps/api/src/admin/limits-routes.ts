import { adminUserIdParamsSchema, dataEnvelope, limitLiftSchema, liftLimitSchema } from '@velvet/contracts';
import type { FastifyRequest } from 'fastify';
import type { AccountsService } from '../accounts/service.ts';
import type { FraudService } from '../fraud/service.ts';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';

/** An account's fraud-limit lifts: seen and made by admins; each lift is audited with its reason. */
export function adminLimitsRoutes(app: Api, { accounts, fraud }: { accounts: AccountsService; fraud: FraudService }): void {
  const liftsOf = (request: FastifyRequest) => fraud.activeLifts((request.params as { id: string }).id).catch(() => null);

  app.get('/api/admin/users/:id/limits', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], params: adminUserIdParamsSchema, response: { 200: dataEnvelope(limitLiftSchema.array()) } },
    handler: async (request) => {
      await accounts.adminUser(request.params.id);
      return { data: await fraud.activeLifts(request.params.id) };
    },
  });

  app.post('/api/admin/users/:id/limits/lift', {
    config: { auth: ['ADMIN'], auditBefore: liftsOf },
    schema: { tags: ['admin'], params: adminUserIdParamsSchema, body: liftLimitSchema, response: { 200: dataEnvelope(limitLiftSchema) } },
    handler: async (request) => {
      await accounts.adminUser(request.params.id);
      return { data: await fraud.lift(currentUser(request).id, request.params.id, request.body), message: 'Limit lifted for 24 hours' };
    },
  });
}
