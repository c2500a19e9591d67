import { adminUserIdParamsSchema, adminUserSchema, adminUsersPageSchema, adminUsersQuerySchema, banSchema, dataEnvelope } from '@velvet/contracts';
import type { FastifyRequest } from 'fastify';
import type { AccountsService } from '../accounts/service.ts';
import { currentUser } from '../platform/auth/guard.ts';
import { AppError } from '../platform/errors.ts';
import type { Api } from '../platform/http/types.ts';

/** Finding users and banning them; a ban ends their sessions and refuses their tokens at once. */
export function adminUsersRoutes(app: Api, accounts: AccountsService): void {
  app.get('/api/admin/users', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], querystring: adminUsersQuerySchema, response: { 200: dataEnvelope(adminUsersPageSchema) } },
    handler: async (request) => ({ data: await accounts.searchUsers(request.query) }),
  });

  // What the audit log records as the account's state before a ban or an unban.
  const before = (request: FastifyRequest) => accounts.adminUser((request.params as { id: string }).id).catch(() => null);

  app.post('/api/admin/users/:id/ban', {
    config: { auth: ['ADMIN'], auditBefore: before },
    // The reason (optional for older callers) is what the audit log keeps as the ban's why.
    schema: { tags: ['admin'], params: adminUserIdParamsSchema, body: banSchema.nullish(), response: { 200: dataEnvelope(adminUserSchema) } },
    handler: async (request) => {
      const { id } = request.params;
      if (id === currentUser(request).id) throw new AppError('CONFLICT', 'You cannot ban yourself');
      return { data: await accounts.ban(id), message: 'User banned' };
    },
  });

  app.post('/api/admin/users/:id/unban', {
    config: { auth: ['ADMIN'], auditBefore: before },
    // As with a ban, the reason is the audit log's why.
    schema: { tags: ['admin'], params: adminUserIdParamsSchema, body: banSchema.nullish(), response: { 200: dataEnvelope(adminUserSchema) } },
    handler: async (request) => ({ data: await accounts.unban(request.params.id), message: 'User unbanned' }),
  });
}
