import type { KycStatus, Role, Tokens } from '@velvet/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import pino, { type Logger } from 'pino';
import { inject } from 'vitest';
import { REFRESH_COOKIE } from '../../src/accounts/session-cookie.ts';
import { buildApp, type AppDependencies, type VelvetApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/platform/config.ts';
import { createDatabase, type Database } from '../../src/platform/db/client.ts';
import type { Api } from '../../src/platform/http/types.ts';

export const TEST_PASSWORD = 'Test#Password1';

export type TestApp = VelvetApp & { db: Database; config: Config; close: () => Promise<void> };

type TestAppOptions = {
  /** Routes to add before the app is ready. */
  beforeReady?: (app: Api) => void;
  /** The accounts clock, for tests that move time (throttles, codes). */
  now?: () => Date;
  /** The HTTPS agent for push services (test/support/push-service.ts). */
  pushAgent?: AppDependencies['pushAgent'];
  /** The app's logger; silent unless a test reads the lines. */
  logger?: Logger;
};

/**
 * Every test signs accounts up and in: at OWASP's argon2 cost that was a large share of the suite's CPU.
 * Apps in production mode (which refuses less) and tests of the hash itself keep the production cost.
 */
const CHEAP_PASSWORD_HASH = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1' };

/** The whole API on the run's test database, without listening unless a test calls listen(). */
export async function createTestApp(env: Record<string, string> = {}, { beforeReady, now, pushAgent, logger = pino({ level: 'silent' }) }: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = inject('databaseUrl');
  // No server render of the real web app unless a test names an entry (WEB_SERVER_ENTRY): its pages are the test's shell.
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', RATE_LIMIT_PER_MINUTE: '100000', SIGN_IN_ATTEMPTS_PER_MINUTE: '100000', EMAIL_CHECKS_PER_MINUTE: '100000', FRAUD_CARD_ACCOUNTS_MAX: '0', WEB_SERVER_ENTRY: '', ...(env.NODE_ENV === 'production' ? {} : CHEAP_PASSWORD_HASH), ...env });
  const db = createDatabase(databaseUrl, { maxConnections: 4 });
  const velvet = await buildApp({ config, db, logger, now, pushAgent });
  try {
    beforeReady?.(velvet.app);
    await velvet.app.ready();
  } catch (error) {
    await db.$client.end();
    throw error;
  }
  return {
    ...velvet,
    db,
    config,
    close: async () => {
      await velvet.app.close();
      await db.$client.end();
    },
  };
}

export const uniqueName = (prefix = 'user') => `${prefix}_${randomBytes(5).toString('hex')}`;

type CreateUserOptions = {
  role?: Role;
  /** Test users pass the verification gate unless a test asks otherwise. */
  emailVerified?: boolean;
  kycStatus?: KycStatus;
  skipContentWarning?: boolean;
};

export async function createUser(testApp: TestApp, { role = 'USER', emailVerified = true, kycStatus = 'verified', skipContentWarning = false }: CreateUserOptions = {}) {
  const username = uniqueName(role.toLowerCase());
  const user = await testApp.services.accounts.createUser({
    username,
    email: `${username}@example.test`,
    emailVerified,
    kycStatus,
    skipContentWarning,
    role,
    password: TEST_PASSWORD,
  });
  return { id: user.id, username, email: user.email, role };
}

/** A session as a test holds it: the answer's access token, and the refresh token its cookie carries. */
export type TestSession = Tokens & { refresh_token: string };

/** The session an answer started: its `data.token`, and the refresh token from its Set-Cookie. */
export function sessionOf(response: LightMyRequestResponse): TestSession {
  const cookie = response.cookies.find(({ name }) => name === REFRESH_COOKIE);
  if (!cookie?.value) throw new Error(`no refresh cookie in: ${response.statusCode} ${response.body}`);
  return { token: response.json<{ data: Tokens }>().data.token, refresh_token: cookie.value };
}

export async function signIn(testApp: TestApp, username: string, password = TEST_PASSWORD): Promise<TestSession> {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return sessionOf(response);
}

export const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.token}` });
