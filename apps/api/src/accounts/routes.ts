import { dataEnvelope, meSchema, refreshSchema, signInSchema, tokensSchema } from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { AccountsService } from './service.ts';

type AccountsRoutesOptions = { accounts: AccountsService; signInAttemptsPerMinute: number };

export function accountsRoutes(app: Api, { accounts, signInAttemptsPerMinute }: AccountsRoutesOptions): void {
  app.post('/api/users/login', {
    config: { auth: 'public', rateLimit: { max: signInAttemptsPerMinute, timeWindow: '1 minute' } },
    schema: { tags: ['users'], body: signInSchema, response: { 200: dataEnvelope(tokensSchema) } },
    handler: async (request) => ({ data: await accounts.signIn(request.body) }),
  });

  app.post('/api/users/refresh-token', {
    config: { auth: 'public' },
    schema: { tags: ['users'], body: refreshSchema, response: { 200: dataEnvelope(tokensSchema) } },
    handler: async (request) => ({ data: await accounts.refresh(request.body.refresh_token) }),
  });

  app.post('/api/users/logout', {
    config: { auth: 'public' },
    schema: { tags: ['users'], body: refreshSchema },
    handler: async (request, reply) => {
      await accounts.signOut(request.body.refresh_token);
      return reply.status(204).send();
    },
  });

  app.get('/api/users/me', {
    config: { auth: 'signed-in' },
    schema: { tags: ['users'], response: { 200: dataEnvelope(meSchema) } },
    handler: async (request) => ({ data: await accounts.getMe(currentUser(request).id) }),
  });
}
