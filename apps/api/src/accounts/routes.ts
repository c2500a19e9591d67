import {
  dataEnvelope,
  meSchema,
  otpChallengeSchema,
  refreshSchema,
  resendLoginOtpSchema,
  signInResultSchema,
  signInSchema,
  tokensSchema,
  twoFactorVerifySchema,
  verifyLoginOtpSchema,
} from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import { profileRoutes } from './profile-routes.ts';
import { securityRoutes } from './security-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import type { AccountsService } from './service.ts';
import { signUpRoutes } from './sign-up-routes.ts';
import { socialRoutes } from './social-routes.ts';

export type AccountsRoutesOptions = { accounts: AccountsService; signInAttemptsPerMinute: number; emailChecksPerMinute: number };

/** Sign-in and its steps, sessions, and the current user; sign-up and security routes beside them. */
export function accountsRoutes(app: Api, options: AccountsRoutesOptions): void {
  const { accounts, signInAttemptsPerMinute } = options;
  const attempts = { max: signInAttemptsPerMinute, timeWindow: '1 minute' };

  app.post('/api/users/login', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: signInSchema, response: { 200: dataEnvelope(signInResultSchema) } },
    handler: (request) => accounts.signIn(request.body),
  });

  app.post('/api/users/login/verify-otp', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: verifyLoginOtpSchema, response: { 200: dataEnvelope(tokensSchema) } },
    handler: async (request) => ({ data: await accounts.verifyLoginOtp(request.body) }),
  });

  app.post('/api/users/login/resend-otp', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: resendLoginOtpSchema, response: { 200: dataEnvelope(otpChallengeSchema) } },
    handler: async (request) => ({ data: await accounts.resendLoginOtp(request.body.otp_id) }),
  });

  app.post('/api/users/2fa/verify', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: twoFactorVerifySchema, response: { 200: dataEnvelope(tokensSchema) } },
    handler: async (request) => ({ data: await accounts.verifyTwoFactor(request.body) }),
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

  signUpRoutes(app, options);
  socialRoutes(app, options);
  securityRoutes(app, options);
  settingsRoutes(app, options);
  profileRoutes(app, options);
}
