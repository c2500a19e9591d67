import {
  accountSettingsMessages,
  accountSettingsSchema,
  autoMessageSchema,
  dataEnvelope,
  emailChangeCheckResultSchema,
  emailChangeCheckSchema,
  emailChangeDirectSchema,
  emailChangeOtpSentSchema,
  emailChangeSendOtpSchema,
  emailChangeVerifiedSchema,
  emailChangeVerifySchema,
  messageSchema,
  privacySettingSchema,
  tokensSchema,
} from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { AccountsRoutesOptions } from './routes.ts';
import { confirm } from './sign-up-routes.ts';

/** /settings/account: change of email (verified: codes to the current, then the new address; unverified: direct), privacy, auto-message, sign out everywhere. */
export function settingsRoutes(app: Api, { accounts, sessionCookie, signInAttemptsPerMinute, emailChecksPerMinute }: AccountsRoutesOptions): void {
  const attempts = { max: signInAttemptsPerMinute, timeWindow: '1 minute' };
  const checks = { max: emailChecksPerMinute, timeWindow: '1 minute' };
  const { settings } = accounts;

  app.get('/api/users/account-settings', {
    config: { auth: 'signed-in' },
    schema: { tags: ['users'], response: { 200: dataEnvelope(accountSettingsSchema) } },
    handler: async (request) => ({ data: await settings.getSettings(currentUser(request).id) }),
  });

  app.post('/api/users/email/check', {
    config: { auth: 'signed-in', rateLimit: checks },
    schema: { tags: ['users'], body: emailChangeCheckSchema, response: { 200: dataEnvelope(emailChangeCheckResultSchema) } },
    handler: async (request) => ({ data: await settings.checkEmail(currentUser(request).id, request.body.new_email) }),
  });

  app.post('/api/users/email/send-otp', {
    config: { auth: 'signed-in', rateLimit: attempts },
    schema: { tags: ['users'], body: emailChangeSendOtpSchema, response: { 200: dataEnvelope(emailChangeOtpSentSchema) } },
    handler: async (request) => ({
      message: accountSettingsMessages.otpSent,
      data: await settings.sendOtp(currentUser(request).id, request.body.new_email),
    }),
  });

  app.post('/api/users/email/verify-otp', {
    config: { auth: 'signed-in', rateLimit: attempts },
    schema: { tags: ['users'], body: emailChangeVerifySchema, response: { 200: dataEnvelope(emailChangeVerifiedSchema) } },
    handler: async (request, reply) => {
      const data = sessionCookie.handOver(request, reply, await settings.verifyOtp(currentUser(request).id, request.body));
      return { message: data.otp_id ? accountSettingsMessages.otpVerified : accountSettingsMessages.emailVerified, data };
    },
  });

  app.put('/api/users/email', {
    config: { auth: 'signed-in', rateLimit: attempts },
    schema: { tags: ['users'], body: emailChangeDirectSchema, response: { 200: dataEnvelope(tokensSchema) } },
    handler: async (request, reply) => ({
      message: accountSettingsMessages.emailUpdated,
      data: sessionCookie.handOver(request, reply, await settings.changeDirectly(currentUser(request).id, request.body)),
    }),
  });

  app.put('/api/users/privacy-setting', {
    config: { auth: 'signed-in' },
    schema: { tags: ['users'], body: privacySettingSchema, response: { 200: dataEnvelope(privacySettingSchema) } },
    handler: async (request) => ({
      message: accountSettingsMessages.privacySaved,
      data: await settings.setPrivacy(currentUser(request).id, request.body),
    }),
  });

  app.get('/api/users/auto-message', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['users'], response: { 200: dataEnvelope(autoMessageSchema) } },
    handler: async (request) => ({ data: await settings.getAutoMessage(currentUser(request).id) }),
  });

  app.put('/api/users/auto-message', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['users'], body: autoMessageSchema, response: { 200: dataEnvelope(autoMessageSchema) } },
    handler: async (request) => ({
      message: accountSettingsMessages.autoMessageSaved,
      data: await settings.setAutoMessage(currentUser(request).id, request.body),
    }),
  });

  app.post('/api/users/logout-all', {
    config: { auth: 'signed-in' },
    schema: { tags: ['users'], response: { 200: dataEnvelope(messageSchema) } },
    handler: async (request, reply) => {
      await settings.logoutAll(currentUser(request).id);
      sessionCookie.clear(request, reply);
      return confirm(accountSettingsMessages.signedOutEverywhere);
    },
  });
}
