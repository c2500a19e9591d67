import type { KycStatus } from '@velvet/contracts';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SessionCheckWithRead, SessionRead } from '../platform/auth/guard.ts';
import type { Executor } from '../platform/db/client.ts';
import { users } from './schema.ts';

const standingColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fName: users.fName,
  lName: users.lName,
  role: users.role,
  emailVerified: users.emailVerified,
  kycStatus: users.kycStatus,
  skipContentWarning: users.skipContentWarning,
  bannedAt: users.bannedAt,
  createdAt: users.createdAt,
  signUpAttribution: users.signUpAttribution,
  referrerId: users.referrerId,
  // Qualified by hand: drizzle writes a bare column name here, which inside the subquery would read r's own.
  referrerUsername: sql<string | null>`(select r.username from users r where r.id = "users"."referrer_id")`,
};
export type StandingRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'email' | 'fName' | 'lName' | 'role' | 'emailVerified' | 'kycStatus' | 'skipContentWarning' | 'bannedAt' | 'createdAt' | 'signUpAttribution' | 'referrerId'
> & { referrerUsername: string | null };

export async function findStanding(db: Executor, userId: string): Promise<StandingRow | undefined> {
  const [row] = await db.select(standingColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

const sessionColumns = {
  bannedAt: users.bannedAt,
  sessionVersion: users.sessionVersion,
  emailVerified: users.emailVerified,
  kycStatus: users.kycStatus,
  skipContentWarning: users.skipContentWarning,
};

const prepareSessionCheck = (db: Executor, read: SessionRead<unknown> | undefined) =>
  db
    .select({ ...sessionColumns, ...(read && { read: read.value(sql.placeholder('id')) }) })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare(read ? `check_session_${read.name}` : 'check_session');

/** Built once per database handle and read: drizzle would otherwise build the SQL text again on every request. */
const sessionChecks = new WeakMap<Executor, Map<string, ReturnType<typeof prepareSessionCheck>>>();

function sessionCheckQuery(db: Executor, read: SessionRead<unknown> | undefined) {
  let queries = sessionChecks.get(db);
  if (!queries) sessionChecks.set(db, (queries = new Map()));
  const key = read?.name ?? '';
  let query = queries.get(key);
  if (!query) queries.set(key, (query = prepareSessionCheck(db, read)));
  return query;
}

/**
 * The one query every authenticated request makes: is the account banned, was the token's session
 * ended, and what does the verification gate need to know of it? A route's SessionRead comes in the same row.
 */
export async function checkSession(db: Executor, user: { id: string; sessionVersion: number }, read?: SessionRead<unknown>): Promise<SessionCheckWithRead> {
  const [row] = await sessionCheckQuery(db, read).execute({ id: user.id });
  if (!row) return { status: 'ended', standing: null };
  const standing = { email_verified: row.emailVerified, kyc_status: row.kycStatus, skip_content_warning: row.skipContentWarning };
  if (row.bannedAt !== null) return { status: 'banned', standing };
  return { status: row.sessionVersion === user.sessionVersion ? 'active' : 'ended', standing, read: 'read' in row ? row.read : undefined };
}

/** Moves the status only from one of `from`; false when it was elsewhere (already decided, say). */
export async function moveKycStatus(db: Executor, { userId, from, to }: { userId: string; from: KycStatus[]; to: KycStatus }): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ kycStatus: to })
    .where(and(eq(users.id, userId), inArray(users.kycStatus, from)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function setBanned(db: Executor, userId: string, banned: boolean): Promise<StandingRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ bannedAt: banned ? sql`coalesce(${users.bannedAt}, now())` : null })
    .where(eq(users.id, userId))
    .returning(standingColumns);
  return row;
}

type SearchOptions = { query: string; limit: number; offset: number };

/** Users whose username, email or name (first, last, or both as "first last") contains `query`, case-insensitively, by username. */
export async function searchUsers(db: Executor, { query, limit, offset }: SearchOptions): Promise<StandingRow[]> {
  const pattern = `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const fullName = sql`concat_ws(' ', ${users.fName}, ${users.lName})`;
  return db
    .select(standingColumns)
    .from(users)
    .where(query ? or(ilike(users.username, pattern), ilike(users.email, pattern), sql`${fullName} ilike ${pattern}`) : undefined)
    .orderBy(asc(users.username), asc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function countByKycStatus(db: Executor, status: KycStatus): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.kycStatus, status));
  return Number(row?.total ?? 0);
}

export async function usersByKycStatus(db: Executor, status: KycStatus, limit = 100): Promise<StandingRow[]> {
  return db.select(standingColumns).from(users).where(eq(users.kycStatus, status)).orderBy(asc(users.createdAt)).limit(limit);
}

