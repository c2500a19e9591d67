import type { AdminUser, AdminUsersPage, GateFacts, KycStatus } from '@velvet/contracts';
import type { SessionRead } from '../platform/auth/guard.ts';
import type { Executor } from '../platform/db/client.ts';
import { notFound } from '../platform/errors.ts';
import type { AccountsContext } from './context.ts';
import * as repo from './standing-repo.ts';

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The sign-up's referral as the admin reads it; null when the sign-up carried none. */
function referralOf(row: repo.StandingRow): AdminUser['referral'] {
  const attribution = (row.signUpAttribution ?? {}) as Record<string, unknown>;
  const referredBy = textOf(attribution.referred_by);
  const cashId = textOf(attribution.velvet_cash_id);
  const referrer = row.referrerId && row.referrerUsername ? { _id: row.referrerId, username: row.referrerUsername } : null;
  return referredBy || cashId || referrer ? { referred_by: referredBy, referrer, cash_id: cashId } : null;
}

export const mapAdminUser = (row: repo.StandingRow): AdminUser => ({
  _id: row.id,
  username: row.username,
  email: row.email,
  name: [row.fName, row.lName].filter(Boolean).join(' ') || null,
  role: row.role,
  email_verified: row.emailVerified,
  kyc_status: row.kycStatus,
  banned: row.bannedAt !== null,
  created_at: row.createdAt.toISOString(),
  referral: referralOf(row),
});

/** An account's standing: the facts the verification gate reads, its KYC status, and bans. */
export function createStanding(context: AccountsContext) {
  const { db } = context;
  async function standingOf(userId: string, executor: Executor = db) {
    const row = await repo.findStanding(executor, userId);
    if (!row) throw notFound('User not found');
    return row;
  }

  /** What the verification gate needs of a signed-in user. */
  async function gateFacts(userId: string, executor: Executor = db): Promise<NonNullable<GateFacts>> {
    const row = await standingOf(userId, executor);
    return { email_verified: row.emailVerified, kyc_status: row.kycStatus, skip_content_warning: row.skipContentWarning };
  }

  const moveKycStatus = (executor: Executor, move: { userId: string; from: KycStatus[]; to: KycStatus }) => repo.moveKycStatus(executor, move);

  /** Bans at once: every session ends, and the auth guard refuses the banned account's requests. */
  async function setBanned(userId: string, banned: boolean): Promise<AdminUser> {
    const row = await context.run(async (unit) => {
      const updated = await repo.setBanned(unit.tx, userId, banned);
      if (updated && banned) await context.endAllSessions(unit, userId);
      return updated;
    });
    if (!row) throw notFound('User not found');
    return mapAdminUser(row);
  }

  return {
    standingOf,
    gateFacts,
    moveKycStatus,
    checkSession: (user: { id: string; sessionVersion: number }, read?: SessionRead<unknown>) => repo.checkSession(db, user, read),
    ban: (userId: string) => setBanned(userId, true),
    unban: (userId: string) => setBanned(userId, false),
    /** One account as the admin console shows it. */
    adminUser: async (userId: string) => mapAdminUser(await standingOf(userId)),
    /** A page of users matching the query; one row more than the page is read to know whether another follows. */
    searchUsers: async ({ query, page, limit }: { query: string; page: number; limit: number }): Promise<AdminUsersPage> => {
      const rows = await repo.searchUsers(db, { query, limit: limit + 1, offset: (page - 1) * limit });
      return { items: rows.slice(0, limit).map(mapAdminUser), page, has_more: rows.length > limit };
    },
    usersByKycStatus: (status: KycStatus, executor: Executor = db) => repo.usersByKycStatus(executor, status),
    countByKycStatus: (status: KycStatus) => repo.countByKycStatus(db, status),
  };
}
