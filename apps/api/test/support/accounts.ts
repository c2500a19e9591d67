import type { DevMessage, Tokens } from '@velvet/contracts';
import { randomBytes } from 'node:crypto';
import { REFRESH_COOKIE } from '../../src/accounts/session-cookie.ts';
import { sessionOf, TEST_PASSWORD, type TestApp, type TestSession } from './test-app.ts';

export const newDeviceId = () => randomBytes(16).toString('hex');

/** The dev mailbox's messages to an address, newest first. */
export async function mailsTo(testApp: TestApp, to: string): Promise<DevMessage[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.body}`);
  return response.json<{ data: DevMessage[] }>().data;
}

export async function latestMail(testApp: TestApp, to: string): Promise<DevMessage> {
  const [mail] = await mailsTo(testApp, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The token of the link to `path` in a mail. */
export function linkToken(mail: DevMessage, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

export function codeIn(mail: DevMessage): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in: ${mail.text}`);
  return match[1];
}

export const post = (testApp: TestApp, url: string, payload?: object, tokens?: Tokens) =>
  testApp.app.inject({ method: 'POST', url, payload, headers: tokens ? { authorization: `Bearer ${tokens.token}` } : {} });

/** The refresh route as a browser calls it: the refresh token in its cookie, nothing in the body. */
export const refreshWith = (testApp: TestApp, session: Pick<TestSession, 'refresh_token'>, method: 'POST' | 'DELETE' = 'POST') =>
  testApp.app.inject({ method, url: '/api/users/refresh-token', cookies: { [REFRESH_COOKIE]: session.refresh_token } });

export async function validationId(testApp: TestApp, email: string): Promise<string> {
  const response = await post(testApp, '/api/users/check-email', { email });
  const id = response.json<{ data: { validation_id: string | null } }>().data.validation_id;
  if (!id) throw new Error(`email refused: ${response.body}`);
  return id;
}

type SignUpOptions = { username?: string; email?: string; password?: string; deviceId?: string; userType?: 'USER' | 'CREATOR' };

/** Signs up through the API as the form does; answers the new user's address and tokens. */
export async function signUp(testApp: TestApp, options: SignUpOptions = {}) {
  const email = options.email ?? `new_${randomBytes(5).toString('hex')}@example.test`;
  const response = await post(testApp, '/api/users/sign-up', {
    ...(options.username && { username: options.username }),
    email,
    password: options.password ?? TEST_PASSWORD,
    validation_id: await validationId(testApp, email),
    user_type: options.userType ?? 'USER',
    age_confirmed: true,
    ...(options.deviceId && { device_info: { device: 'Desktop', os: 'Linux', browser: 'Chrome', device_id: options.deviceId } }),
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return { email, tokens: sessionOf(response) };
}
