import { countrySchema, dataEnvelope, interestKinds, interestsPageSchema, interestsQuerySchema, sendVerificationCodeSchema, verificationCodeSentSchema } from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { AccountsRoutesOptions } from './routes.ts';
import { confirm } from './sign-up-routes.ts';

/**
 * Complete profile, phone verification, interests, countries and the name prompt. The two saves parse
 * their payload in the service: a refusal there is a 422 with the rule's message, as the wizard expects.
 */
export function profileRoutes(app: Api, { accounts }: AccountsRoutesOptions): void {
  app.get('/api/countries', {
    config: { auth: 'signed-in' },
    schema: { tags: ['profile'], response: { 200: dataEnvelope(z.array(countrySchema)) } },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'private, max-age=86400');
      return { data: [...accounts.listCountries()] };
    },
  });

  app.get('/api/interests/:kind', {
    config: { auth: 'signed-in' },
    schema: { tags: ['profile'], params: z.object({ kind: z.enum(interestKinds) }), querystring: interestsQuerySchema, response: { 200: dataEnvelope(interestsPageSchema) } },
    handler: async (request) => ({ data: accounts.listInterests(request.params.kind, request.query) }),
  });

  app.post('/api/users/send-verification-code', {
    config: { auth: 'signed-in', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags: ['profile'], body: sendVerificationCodeSchema, response: { 200: dataEnvelope(verificationCodeSentSchema) } },
    handler: async (request) => ({ data: await accounts.sendVerificationCode(currentUser(request).id, request.body) }),
  });

  app.post('/api/users/complete-profile', {
    config: { auth: 'signed-in' },
    schema: { tags: ['profile'] },
    handler: async (request) => {
      await accounts.completeProfile(currentUser(request).id, request.body);
      return confirm('Your profile is complete.');
    },
  });

  app.post('/api/users/name', {
    config: { auth: 'signed-in' },
    schema: { tags: ['profile'] },
    handler: async (request) => {
      await accounts.saveName(currentUser(request).id, request.body);
      return confirm('Your name has been saved.');
    },
  });
}
