import type { KycStatus } from '@velvet/contracts';
import { and, asc, count, eq, ilike, inArray, is, or, Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SessionCheckWithRead, SessionRead } from '../platform/auth/guard.ts';
import type { Executor } from '../platform/db/client.ts';
import { statement, type Statement } from '../platform/db/statement.ts';
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

type SessionRow = { banned_at: string | null; session_version: number; email_verified: boolean; kyc_status: KycStatus; skip_content_warning: boolean; read?: unknown };

type SessionCheckStatement = { statement: Statement<SessionRow>; readValues: unknown[] };

const sessionColumnsText = 'banned_at, session_version, email_verified, kyc_status, skip_content_warning';
const dialect = new PgDialect();

/**
 * The read's SQL within the session check's text: its placeholder for the caller's id becomes $1, its own
 * values follow as $2, $3, ….
 */
function readInSessionCheck(read: SessionRead<unknown>): { text: string; readValues: unknown[] } {
  const { sql: readText, params } = dialect.sqlToQuery(read.value(sql.placeholder('id')));
  const readValues: unknown[] = [];
  const text = readText.replace(/\$(\d+)/g, (_match, index: string) => {
    const param = params[Number(index) - 1];
    if (is(param, Placeholder)) return '$1';
    readValues.push(param);
    return `$${readValues.length + 1}`;
  });
  return { text, readValues };
}

function sessionCheckStatement(read: SessionRead<unknown> | undefined): SessionCheckStatement {
  if (!read) return { statement: statement<SessionRow>('check_session', `SELECT ${sessionColumnsText} FROM users WHERE id = $1 LIMIT 1`), readValues: [] };
  const { text, readValues } = readInSessionCheck(read);
  return { statement: statement<SessionRow>(`check_session_${read.name}`, `SELECT ${sessionColumnsText}, ${text} AS read FROM users WHERE id = $1 LIMIT 1`), readValues };
}

/** Built once per read: a fixed statement, because drizzle's prepared query cost a tenth of a wallet read's CPU in the profile. */
const sessionChecks = new Map<string, SessionCheckStatement>();

function sessionCheckFor(read: SessionRead<unknown> | undefined): SessionCheckStatement {
  const key = read?.name ?? '';
  let check = sessionChecks.get(key);
  if (!check) sessionChecks.set(key, (check = sessionCheckStatement(read)));
  return check;
}

/**
 * The one query every authenticated request makes: is the account banned, was the token's session
 * ended, and what does the verification gate need to know of it? A route's SessionRead comes in the same row.
 */
export async function checkSession(db: Executor, user: { id: string; sessionVersion: number }, read?: SessionRead<unknown>): Promise<SessionCheckWithRead> {
  const { statement: check, readValues } = sessionCheckFor(read);
  const [row] = await check.run(db, [user.id, ...readValues]);
  if (!row) return { status: 'ended', standing: null };
  const standing = { email_verified: row.email_verified, kyc_status: row.kyc_status, skip_content_warning: row.skip_content_warning };
  if (row.banned_at !== null) return { status: 'banned', standing };
  const status = row.session_version === user.sessionVersion ? 'active' : 'ended';
  return { status, standing, read: read ? read.fromDriver(row.read) : undefined };
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

