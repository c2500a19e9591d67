import type { DeviceInfo, Me, Tokens } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { AccessTokens } from '../platform/auth/tokens.ts';
import { hashOpaqueToken, newOpaqueToken } from '../platform/auth/tokens.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import type { Delivery, OutgoingMessage } from '../platform/mail/delivery.ts';
import type { PasswordHashCost } from './password-cost.ts';
import { createPasswords } from './passwords.ts';
import * as repo from './repo.ts';
import type { AccountSecrets } from './secrets.ts';
import type { SignInThrottleSettings } from './throttles.ts';

export type AccountsSettings = {
  refreshTokenTtlDays: number;
  loginOtpTtlSeconds: number;
  loginOtpResendSeconds: number;
  signInThrottle: SignInThrottleSettings;
  /** Where mailed links point: the web app's origin. */
  webUrl: string;
  /** New passwords' argon2 cost (PASSWORD_HASH_* in config.ts). */
  passwordHashCost: PasswordHashCost;
};

type ContextOptions = {
  db: Database;
  tokens: AccessTokens;
  delivery: Delivery;
  logger: Logger;
  secrets: AccountSecrets;
  now: () => Date;
  settings: AccountsSettings;
  /** Told after commit when every session of a user has ended, so live connections can be closed too. */
  onSessionsEnded: (userId: string) => void;
};

/** A new session: the access token for the answer, the refresh token for its cookie (session-cookie.ts). */
export type IssuedSession = Tokens & { refresh_token: string };

type IssueLinkOptions = { user: Pick<repo.UserRow, 'id' | 'email'>; purpose: repo.AccountTokenPurpose; ttlMs: number; path: string };

/** What the accounts services share: the database, the clock, sessions, mailed links and mail. */
export function createAccountsContext({ db, tokens, delivery, logger, secrets, now, settings, onSessionsEnded }: ContextOptions) {
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'after-commit task failed'));

  async function issueSession(executor: Executor, user: { id: string; role: Me['role'] }, deviceInfo?: DeviceInfo, familyId: string = randomUUID()): Promise<IssuedSession> {
    const refreshToken = newOpaqueToken();
    await repo.storeRefreshToken(executor, {
      userId: user.id,
      familyId,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: new Date(now().getTime() + settings.refreshTokenTtlDays * 86_400_000),
      deviceInfo,
    });
    const sessionVersion = await repo.sessionVersionOf(executor, user.id);
    return { token: await tokens.sign({ id: user.id, role: user.role, sessionVersion }), refresh_token: refreshToken };
  }

  /** Signs the user out everywhere: sessions end in this unit of work, live connections close after it commits. */
  async function endAllSessions(unit: UnitOfWork, userId: string): Promise<void> {
    await repo.endAllSessions(unit.tx, userId);
    unit.afterCommit(() => onSessionsEnded(userId));
  }

  /** A single-use link for the user: only its hash is stored. Answers the URL to mail. */
  async function issueLink(unit: UnitOfWork, { user, purpose, ttlMs, path }: IssueLinkOptions): Promise<string> {
    const token = newOpaqueToken();
    const at = now();
    await repo.insertAccountToken(unit.tx, {
      userId: user.id,
      purpose,
      tokenHash: hashOpaqueToken(token),
      email: user.email.toLowerCase(),
      expiresAt: new Date(at.getTime() + ttlMs),
      now: at,
    });
    return `${settings.webUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  const mail = (unit: UnitOfWork, message: OutgoingMessage) => delivery.queue(unit, message);

  const rememberDevice = (executor: Executor, userId: string, deviceInfo?: DeviceInfo) =>
    deviceInfo?.device_id
      ? repo.rememberDevice(executor, { userId, deviceHash: hashOpaqueToken(deviceInfo.device_id), deviceInfo, now: now() })
      : Promise.resolve();

  const passwords = createPasswords(settings.passwordHashCost);

  return { db, secrets, now, settings, passwords, run, issueSession, endAllSessions, issueLink, mail, rememberDevice };
}
export type AccountsContext = ReturnType<typeof createAccountsContext>;
