import type { DeviceInfo } from '@velvet/contracts';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { activeShareTermsSql, type ShareTerms } from '../agency/shares.ts';
import { notHidden } from '../moderation/visibility.ts';
import type { Executor } from '../platform/db/client.ts';
import { statement } from '../platform/db/statement.ts';
import { accountTokens, knownDevices, loginChallenges, refreshTokens, users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];
export type LoginChallengeRow = typeof loginChallenges.$inferSelect;

export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`))
    .limit(1);
  return user;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

const publicColumns = { id: users.id, username: users.username, avatar: users.avatar, role: users.role };

export const findUsersByIds = (db: Executor, ids: string[]) =>
  ids.length ? db.select(publicColumns).from(users).where(inArray(users.id, ids)) : Promise.resolve([]);

/** What a user's public page may show; nothing for a banned account or one an admin took down. */
export async function findPublicProfile(db: Executor, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      avatar: users.avatar,
      background: users.background,
      emailVerified: users.emailVerified,
      kycStatus: users.kycStatus,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.bannedAt), notHidden('profile', sql`${users.id}`)))
    .limit(1);
  return row;
}

/** Whether accounts stand (banned or not) and what they verified: other domains' status and badges. */
export const findStandings = (db: Executor, ids: string[]) =>
  ids.length
    ? db.select({ id: users.id, emailVerified: users.emailVerified, kycStatus: users.kycStatus, bannedAt: users.bannedAt }).from(users).where(inArray(users.id, ids))
    : Promise.resolve([]);

/** A creator's kinks (profile completion); a fan's are never read here. */
export async function findCreatorKinks(db: Executor, userId: string): Promise<string[]> {
  const [row] = await db.select({ kinks: users.kinks }).from(users).where(and(eq(users.id, userId), eq(users.role, 'CREATOR'))).limit(1);
  return row?.kinks ?? [];
}

/** The parties to a purchase: what its answer shows of them, the country that sets the payer's tax, and a creator's agency terms. */
type PartyRow = Pick<UserRow, 'id' | 'username' | 'avatar' | 'role' | 'country'> & { agencyTerms: ShareTerms | null };

/** Every purchase reads its parties: one text for any number of ids, written out rather than built (the columns need no renaming). */
const selectParties = statement<PartyRow>(
  'purchase_parties',
  `SELECT id, username, avatar, role, country, ${activeShareTermsSql('users.id')} AS "agencyTerms" FROM users WHERE id = ANY($1::uuid[])`,
);

export async function findPartiesByIds(db: Executor, ids: string[]): Promise<PartyRow[]> {
  if (!ids.length) return [];
  return selectParties.run(db, [ids]);
}

export async function findUserIdByUsername(db: Executor, username: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return row?.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account a referral names: its username (any case) or its id. */
export async function findReferrerId(db: Executor, referredBy: string): Promise<string | undefined> {
  const byId = UUID.test(referredBy) ? eq(users.id, referredBy) : undefined;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${referredBy})`, byId))
    .limit(1);
  return row?.id;
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

type StoreRefreshTokenOptions = {
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  deviceInfo?: DeviceInfo;
};

export async function storeRefreshToken(db: Executor, token: StoreRefreshTokenOptions): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** Marks a live token as used in one statement, so two concurrent refreshes cannot both succeed. */
export async function rotateRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId, deviceInfo: refreshTokens.deviceInfo });
  return row;
}

/**
 * A refresh whose answer never arrived (the page reloaded mid-request) leaves the browser holding the
 * token it had just used. Presented again within the grace, while still its family's latest rotation,
 * it stands in for its unused successor: that successor is revoked here, in one statement so that of two
 * such retries only one wins, and the family goes on with a new token.
 */
export async function takeOverLostSuccessor(db: Executor, tokenHash: string, graceSeconds: number) {
  const result = await db.execute<{ userId: string; familyId: string; deviceInfo: unknown }>(sql`
    UPDATE refresh_tokens AS successor SET revoked_at = now()
    FROM refresh_tokens AS presented
    WHERE presented.token_hash = ${tokenHash}
      AND presented.revoked_at IS NULL
      AND presented.rotated_at > now() - make_interval(secs => ${graceSeconds})
      AND NOT EXISTS (
        SELECT 1 FROM refresh_tokens AS later
        WHERE later.family_id = presented.family_id AND later.rotated_at > presented.rotated_at
      )
      AND successor.family_id = presented.family_id
      AND successor.rotated_at IS NULL
      AND successor.revoked_at IS NULL
      AND successor.expires_at > now()
    RETURNING successor.user_id AS "userId", successor.family_id AS "familyId", successor.device_info AS "deviceInfo"`);
  return result.rows[0];
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function findCountry(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ country: users.country }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.country ?? null;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return user;
}

export async function isUsernameTaken(db: Executor, username: string): Promise<boolean> {
  return (await findUserIdByUsername(db, username)) !== undefined;
}

export async function isEmailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row !== undefined;
}

export async function updateUser(db: Executor, id: string, patch: Partial<NewUser>): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}

/** Accepts each authenticator step once: false when this step (or a later one) was already used. */
export async function claimTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Ends every session of the user: refresh tokens are revoked and access tokens already out stop working. */
export async function endAllSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

export async function sessionVersionOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.sessionVersion ?? 0;
}

// Known devices

export async function isKnownDevice(db: Executor, userId: string, deviceHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
    .limit(1);
  return row !== undefined;
}

export async function rememberDevice(db: Executor, device: { userId: string; deviceHash: string; deviceInfo?: DeviceInfo; now: Date }) {
  await db
    .insert(knownDevices)
    .values({ userId: device.userId, deviceHash: device.deviceHash, deviceInfo: device.deviceInfo, createdAt: device.now, lastSeenAt: device.now })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.deviceHash],
      set: { lastSeenAt: device.now, deviceInfo: device.deviceInfo },
    });
}

// Mailed single-use links

type InsertAccountTokenOptions = { userId: string; purpose: AccountTokenPurpose; tokenHash: string; email: string; expiresAt: Date; now: Date };

export async function insertAccountToken(db: Executor, { now, ...token }: InsertAccountTokenOptions): Promise<void> {
  await db.insert(accountTokens).values({ ...token, createdAt: now });
}

/** Uses a live link in one statement, so two clicks at once cannot both succeed. */
export async function consumeAccountToken(db: Executor, { tokenHash, purpose, now }: { tokenHash: string; purpose: AccountTokenPurpose; now: Date }) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row;
}

/** Without using it: whether a link is live (the 2FA recovery link is used only once the password matches). */
export async function findLiveAccountToken(db: Executor, { tokenHash, purpose, now }: { tokenHash: string; purpose: AccountTokenPurpose; now: Date }) {
  const [row] = await db
    .select({ userId: accountTokens.userId, email: accountTokens.email })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .limit(1);
  return row;
}

/** Ends every outstanding link of a purpose: a newer link, or the change it was for, replaces them. */
export async function expireAccountTokens(db: Executor, { userId, purpose, now }: { userId: string; purpose: AccountTokenPurpose; now: Date }) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

export async function lastAccountTokenAt(db: Executor, userId: string, purpose: AccountTokenPurpose): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.createdAt;
}

// Sign-in challenges

export async function insertChallenge(db: Executor, challenge: typeof loginChallenges.$inferInsert): Promise<LoginChallengeRow> {
  const [row] = await db.insert(loginChallenges).values(challenge).returning();
  if (!row) throw new Error('insert into login_challenges returned nothing');
  return row;
}

/** Locks the challenge for the rest of the transaction: concurrent guesses are counted one by one. */
export async function lockChallenge(db: Executor, id: string): Promise<LoginChallengeRow | undefined> {
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.id, id)).for('update').limit(1);
  return row;
}

export async function updateChallenge(db: Executor, id: string, patch: Partial<typeof loginChallenges.$inferInsert>): Promise<void> {
  await db.update(loginChallenges).set(patch).where(eq(loginChallenges.id, id));
}

/** The city the user's most recently seen device reported at sign-in, if any. */
export async function findLastSeenCity(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ city: sql<string | null>`${knownDevices.deviceInfo}->>'city'` })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(desc(knownDevices.lastSeenAt))
    .limit(1);
  return row?.city || null;
}
