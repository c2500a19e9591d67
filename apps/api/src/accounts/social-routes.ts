import { dataEnvelope, signInResultSchema, socialCompleteSchema, socialProviderParamsSchema, socialStartQuerySchema, socialStartSchema } from '@velvet/contracts';
import type { Api } from '../platform/http/types.ts';
import type { AccountsRoutesOptions } from './routes.ts';

/**
 * Social sign-in and sign-up: start answers the provider's URL for the popup; the web app's callback
 * page posts the code and state back to complete.
 */
export function socialRoutes(app: Api, { accounts, sessionCookie, signInAttemptsPerMinute }: AccountsRoutesOptions): void {
  const attempts = { max: signInAttemptsPerMinute, timeWindow: '1 minute' };

  // The web app's callback page, back from the provider in the popup, posts its answer to the opener: a
  // page with a stricter opener policy than the provider's would be put in a new browsing context group.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/auth/social/')) reply.header('cross-origin-opener-policy', 'unsafe-none');
  });

  app.get('/api/auth/social/:provider/start', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], params: socialProviderParamsSchema, querystring: socialStartQuerySchema, response: { 200: dataEnvelope(socialStartSchema) } },
    handler: async (request) => {
      const { user_type: userType, ...referral } = request.query;
      return { data: await accounts.startSocial(request.params.provider, userType, referral) };
    },
  });

  app.post('/api/auth/social/:provider/complete', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], params: socialProviderParamsSchema, body: socialCompleteSchema, response: { 200: dataEnvelope(signInResultSchema) } },
    handler: async (request, reply) => {
      const answer = await accounts.completeSocial(request.params.provider, request.body);
      return { ...answer, data: sessionCookie.handOver(request, reply, answer.data) };
    },
  });
}
