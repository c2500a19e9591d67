import type { DeviceInfo, Me, SignInInput, Tokens } from '@velvet/contracts';
import { messages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import type { AccessTokens } from '../platform/auth/tokens.ts';
import { hashOpaqueToken, newOpaqueToken } from '../platform/auth/tokens.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { AppError } from '../platform/errors.ts';
import { mapMe } from './mappers.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repo.ts';

type AccountsServiceOptions = { db: Database; tokens: AccessTokens; refreshTokenTtlDays: number };

export type CreateUserInput = Pick<repo.NewUser, 'username' | 'email' | 'role' | 'fName' | 'lName' | 'avatar' | 'emailVerified'> & {
  password: string;
};

export function createAccountsService({ db, tokens, refreshTokenTtlDays }: AccountsServiceOptions) {
  async function issueSession(user: { id: string; role: Me['role'] }, familyId: string, deviceInfo?: DeviceInfo): Promise<Tokens> {
    const refreshToken = newOpaqueToken();
    await repo.storeRefreshToken(db, {
      userId: user.id,
      familyId,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: new Date(Date.now() + refreshTokenTtlDays * 86_400_000),
      deviceInfo,
    });
    return { token: await tokens.sign(user), refresh_token: refreshToken };
  }

  async function signIn(input: SignInInput): Promise<Tokens> {
    const user = await repo.findUserByLogin(db, input.username);
    const passwordMatches = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user) throw new AppError('INVALID_CREDENTIALS', messages.noUserFound, { fields: { username: messages.noUserFound } });
    if (!passwordMatches) {
      throw new AppError('INVALID_CREDENTIALS', 'Incorrect password', { fields: { password: 'Incorrect password' } });
    }
    if (user.bannedAt) throw new AppError('ACCOUNT_BANNED', messages.accountBanned);
    return issueSession(user, randomUUID(), input.device_info);
  }

  /** Rotates a refresh token; a token presented twice means it leaked, and its whole family is revoked. */
  async function refresh(refreshToken: string): Promise<Tokens> {
    const tokenHash = hashOpaqueToken(refreshToken);
    const rotated = await repo.rotateRefreshToken(db, tokenHash);
    if (!rotated) {
      const known = await repo.findRefreshToken(db, tokenHash);
      if (known?.rotatedAt) await repo.revokeFamily(db, known.familyId);
      throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
    }
    const user = await repo.findUserById(db, rotated.userId);
    if (!user || user.bannedAt) {
      await repo.revokeFamily(db, rotated.familyId);
      throw new AppError(user ? 'ACCOUNT_BANNED' : 'UNAUTHENTICATED', user ? messages.accountBanned : messages.sessionExpired);
    }
    return issueSession(user, rotated.familyId, (rotated.deviceInfo ?? undefined) as DeviceInfo | undefined);
  }

  async function signOut(refreshToken: string): Promise<void> {
    const known = await repo.findRefreshToken(db, hashOpaqueToken(refreshToken));
    if (known) await repo.revokeFamily(db, known.familyId);
  }

  async function getMe(userId: string): Promise<Me> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
    return mapMe(user);
  }

  async function createUser({ password, ...user }: CreateUserInput) {
    return repo.insertUser(db, { ...user, passwordHash: await hashPassword(password) });
  }

  const userExists = async (userId: string) => (await repo.findUserById(db, userId)) !== undefined;

  /** Public facts of users (username, avatar, role) by id, for other domains to show; pass the caller's transaction inside one. */
  async function publicUsers(ids: string[], executor: Executor = db) {
    const rows = await repo.findUsersByIds(executor, ids);
    return new Map(rows.map((row) => [row.id, row]));
  }

  const userIdByUsername = (username: string) => repo.findUserIdByUsername(db, username);

  const countryOf = (userId: string, executor: Executor = db) => repo.findCountry(executor, userId);

  return {
    publicUsers,
    userIdByUsername,
    countryOf,
    signIn, refresh, signOut, getMe, createUser, userExists, countUsers: () => repo.countUsers(db) };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
