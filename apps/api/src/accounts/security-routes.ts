import {
  accountMessages,
  changePasswordSchema,
  dataEnvelope,
  forgotPasswordSchema,
  messageSchema,
  resetPasswordSchema,
  tokensSchema,
  totpCodeSchema,
  totpDisableSchema,
  totpRecoverySchema,
  totpSetupSchema,
} from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { AccountsRoutesOptions } from './routes.ts';
import { confirm } from './sign-up-routes.ts';

const confirmation = { 200: dataEnvelope(messageSchema) };

/** Forgot, reset and change password; the authenticator app on and off, and its recovery by mail. */
export function securityRoutes(app: Api, { accounts, sessionCookie, signInAttemptsPerMinute }: AccountsRoutesOptions): void {
  const attempts = { max: signInAttemptsPerMinute, timeWindow: '1 minute' };

  app.post('/api/users/forgot-password', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: forgotPasswordSchema, response: confirmation },
    handler: async (request) => {
      await accounts.forgotPassword(request.body.email);
      return confirm(accountMessages.resetLinkSent);
    },
  });

  app.post('/api/users/reset-password', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: resetPasswordSchema, response: confirmation },
    handler: async (request, reply) => {
      await accounts.resetPassword(request.body);
      // Every session of the account ended, this browser's too.
      sessionCookie.clear(request, reply);
      return confirm(accountMessages.passwordReset);
    },
  });

  // The spec's account settings say PATCH; POST is kept for clients that post forms.
  app.route({
    method: ['PATCH', 'POST'],
    url: '/api/users/change-password',
    config: { auth: 'signed-in', rateLimit: attempts },
    schema: { tags: ['users'], body: changePasswordSchema, response: { 200: dataEnvelope(tokensSchema) } },
    handler: async (request, reply) => ({
      message: accountMessages.passwordChanged,
      data: sessionCookie.handOver(request, reply, await accounts.changePassword(currentUser(request).id, request.body)),
    }),
  });

  app.post('/api/users/2fa/topt', {
    config: { auth: 'signed-in', rateLimit: attempts },
    schema: { tags: ['users'], response: { 200: dataEnvelope(totpSetupSchema) } },
    handler: async (request) => ({ data: await accounts.startTotp(currentUser(request).id) }),
  });

  app.post('/api/users/2fa/topt/verify', {
    config: { auth: 'signed-in', rateLimit: attempts },
    schema: { tags: ['users'], body: totpCodeSchema, response: confirmation },
    handler: async (request) => {
      await accounts.enableTotp(currentUser(request).id, request.body.code);
      return confirm(accountMessages.twoFactorOn);
    },
  });

  app.delete('/api/users/2fa/topt', {
    config: { auth: 'signed-in', rateLimit: attempts },
    schema: { tags: ['users'], body: totpDisableSchema, response: confirmation },
    handler: async (request) => {
      await accounts.disableTotp(currentUser(request).id, request.body);
      return confirm(accountMessages.twoFactorOff);
    },
  });

  app.post('/api/users/totp-forgot-password', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: forgotPasswordSchema, response: confirmation },
    handler: async (request) => {
      await accounts.requestTotpRecovery(request.body.email);
      return confirm(accountMessages.twoFactorRecoverySent);
    },
  });

  app.post('/api/users/totp-verify-password', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: totpRecoverySchema, response: confirmation },
    handler: async (request) => {
      await accounts.recoverTotp(request.body);
      return confirm(accountMessages.twoFactorOff);
    },
  });
}
