import type { FraudLimitKind, LiftLimitInput, LimitLift } from '@velvet/contracts';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database, Executor } from '../platform/db/client.ts';
import { fraudLimitLifts } from './schema.ts';

/** Per-account limits over a rolling day; 0 turns a limit off. */
export type FraudLimits = {
  depositsPerDay: number;
  depositCentsPerDay: number;
  newCardsPerDay: number;
  /** A card whose fingerprint this many other accounts already hold is refused. */
  cardAccountsMax: number;
};

const DAY_MS = 24 * 60 * 60_000;

/** Fraud limits: the numbers, and admins' lifts of them for one account for a day. */
export function createFraudService({ db, limits }: { db: Database; limits: FraudLimits }) {
  async function isLifted(tx: Executor, userId: string, kind: FraudLimitKind): Promise<boolean> {
    const [row] = await tx
      .select({ id: fraudLimitLifts.id })
      .from(fraudLimitLifts)
      .where(and(eq(fraudLimitLifts.userId, userId), eq(fraudLimitLifts.kind, kind), gt(fraudLimitLifts.liftedUntil, new Date())))
      .limit(1);
    return Boolean(row);
  }

  /** Lifts one limit for the account for the next day; the admin route's audit entry keeps who and why. */
  async function lift(adminId: string, userId: string, { kind, reason }: LiftLimitInput): Promise<LimitLift> {
    const [row] = await db
      .insert(fraudLimitLifts)
      .values({ userId, kind, reason, liftedBy: adminId, liftedUntil: new Date(Date.now() + DAY_MS) })
      .returning();
    if (!row) throw new Error('insert into fraud_limit_lifts returned nothing');
    return mapLift(row);
  }

  /** The account's lifts still in force, for the admin's user page. */
  async function activeLifts(userId: string): Promise<LimitLift[]> {
    const rows = await db
      .select()
      .from(fraudLimitLifts)
      .where(and(eq(fraudLimitLifts.userId, userId), gt(fraudLimitLifts.liftedUntil, new Date())))
      .orderBy(desc(fraudLimitLifts.liftedUntil));
    return rows.map(mapLift);
  }

  /** The start of the rolling day the velocity limits count over. */
  const dayAgo = () => new Date(Date.now() - DAY_MS);

  return { limits, isLifted, lift, activeLifts, dayAgo };
}
export type FraudService = ReturnType<typeof createFraudService>;

function mapLift(row: typeof fraudLimitLifts.$inferSelect): LimitLift {
  return { user_id: row.userId, kind: row.kind, reason: row.reason, lifted_until: row.liftedUntil.toISOString() };
}
