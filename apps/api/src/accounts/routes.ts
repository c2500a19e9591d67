import {
  dataEnvelope,
  messages,
  meSchema,
  otpChallengeSchema,
  resendLoginOtpSchema,
  signInResultSchema,
  signInSchema,
  tokensSchema,
  twoFactorVerifySchema,
  verifyLoginOtpSchema,
} from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import { AppError } from '../platform/errors.ts';
import type { Api } from '../platform/http/types.ts';
import { profileRoutes } from './profile-routes.ts';
import { securityRoutes } from './security-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import type { AccountsService } from './service.ts';
import type { SessionCookie } from './session-cookie.ts';
import { signUpRoutes } from './sign-up-routes.ts';
import { socialRoutes } from './social-routes.ts';

export type AccountsRoutesOptions = {
  accounts: AccountsService;
  /** Every answer that starts a session sets its refresh token here rather than in the JSON. */
  sessionCookie: SessionCookie;
  signInAttemptsPerMinute: number;
  emailChecksPerMinute: number;
  /** Whether the user's payout account is activated (the withdrawals domain owns it). */
  payoutActivated: (userId: string) => Promise<boolean>;
};

/** Sign-in and its steps, sessions, and the current user; sign-up and security routes beside them. */
export function accountsRoutes(app: Api, options: AccountsRoutesOptions): void {
  const { accounts, sessionCookie, signInAttemptsPerMinute } = options;
  const attempts = { max: signInAttemptsPerMinute, timeWindow: '1 minute' };

  app.post('/api/users/login', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: signInSchema, response: { 200: dataEnvelope(signInResultSchema) } },
    handler: async (request, reply) => {
      const answer = await accounts.signIn(request.body);
      return { ...answer, data: sessionCookie.handOver(request, reply, answer.data) };
    },
  });

  app.post('/api/users/login/verify-otp', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: verifyLoginOtpSchema, response: { 200: dataEnvelope(tokensSchema) } },
    handler: async (request, reply) => ({ data: sessionCookie.handOver(request, reply, await accounts.verifyLoginOtp(request.body)) }),
  });

  app.post('/api/users/login/resend-otp', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: resendLoginOtpSchema, response: { 200: dataEnvelope(otpChallengeSchema) } },
    handler: async (request) => ({ data: await accounts.resendLoginOtp(request.body.otp_id) }),
  });

  app.post('/api/users/2fa/verify', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: twoFactorVerifySchema, response: { 200: dataEnvelope(tokensSchema) } },
    handler: async (request, reply) => ({ data: sessionCookie.handOver(request, reply, await accounts.verifyTwoFactor(request.body)) }),
  });

  // The refresh token comes only from its cookie: no answer hands it to a script, so no client has one to post.
  app.post('/api/users/refresh-token', {
    config: { auth: 'public' },
    schema: { tags: ['users'], response: { 200: dataEnvelope(tokensSchema) } },
    handler: async (request, reply) => {
      const refreshToken = sessionCookie.read(request);
      if (!refreshToken) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
      try {
        return { data: sessionCookie.handOver(request, reply, await accounts.refresh(refreshToken)) };
      } catch (error) {
        // A refused refresh token never becomes valid again: the browser may as well stop sending it.
        if (error instanceof AppError) sessionCookie.clear(request, reply);
        throw error;
      }
    },
  });

  // Signing out: the cookie is only sent to its own path, so signing out lives there too.
  app.delete('/api/users/refresh-token', {
    config: { auth: 'public' },
    schema: { tags: ['users'] },
    handler: async (request, reply) => {
      const refreshToken = sessionCookie.read(request);
      if (refreshToken) await accounts.signOut(refreshToken);
      sessionCookie.clear(request, reply);
      return reply.status(204).send();
    },
  });

  app.get('/api/users/me', {
    config: { auth: 'signed-in' },
    schema: { tags: ['users'], response: { 200: dataEnvelope(meSchema) } },
    handler: async (request) => {
      const userId = currentUser(request).id;
      const [me, activated] = await Promise.all([accounts.getMe(userId), options.payoutActivated(userId)]);
      return { data: { ...me, masspay_data: { is_activated: activated } } };
    },
  });

  signUpRoutes(app, options);
  socialRoutes(app, options);
  securityRoutes(app, options);
  settingsRoutes(app, options);
  profileRoutes(app, options);
}
