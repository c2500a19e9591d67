import {
  accountMessages,
  checkEmailSchema,
  checkUsernameSchema,
  dataEnvelope,
  emailCheckSchema,
  messageSchema,
  signUpSchema,
  tokensSchema,
  usernameCheckSchema,
  verifyEmailSchema,
} from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { AccountsRoutesOptions } from './routes.ts';

/** A confirmation: the text to show, at the top and in `data`. */
export const confirm = (message: string) => ({ message, data: { message } });

export function signUpRoutes(app: Api, { accounts, sessionCookie, signInAttemptsPerMinute, emailChecksPerMinute }: AccountsRoutesOptions): void {
  const checks = { max: emailChecksPerMinute, timeWindow: '1 minute' };
  const attempts = { max: signInAttemptsPerMinute, timeWindow: '1 minute' };

  app.post('/api/users/check-email', {
    config: { auth: 'public', rateLimit: checks },
    schema: { tags: ['users'], body: checkEmailSchema, response: { 200: dataEnvelope(emailCheckSchema) } },
    handler: async (request) => ({ data: accounts.checkEmail(request.body.email) }),
  });

  app.post('/api/users/check-username', {
    config: { auth: 'public', rateLimit: checks },
    schema: { tags: ['users'], body: checkUsernameSchema, response: { 200: dataEnvelope(usernameCheckSchema) } },
    handler: async (request) => ({ data: await accounts.checkUsername(request.body.username) }),
  });

  app.post('/api/users/sign-up', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: signUpSchema, response: { 201: dataEnvelope(tokensSchema) } },
    handler: async (request, reply) => reply.status(201).send({ data: sessionCookie.handOver(request, reply, await accounts.signUp(request.body)) }),
  });

  app.post('/api/users/verify-email', {
    config: { auth: 'public', rateLimit: attempts },
    schema: { tags: ['users'], body: verifyEmailSchema, response: { 200: dataEnvelope(messageSchema) } },
    handler: async (request) => {
      await accounts.verifyEmail(request.body.token);
      return confirm(accountMessages.emailVerified);
    },
  });

  app.post('/api/users/resend-verification', {
    config: { auth: 'signed-in', rateLimit: attempts },
    schema: { tags: ['users'], response: { 200: dataEnvelope(messageSchema) } },
    handler: async (request) => {
      await accounts.resendVerification(currentUser(request).id);
      return confirm(accountMessages.emailSent);
    },
  });
}
