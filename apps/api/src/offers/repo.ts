import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { signUpOffers } from './schema.ts';

export type OfferRow = typeof signUpOffers.$inferSelect;
export type NewOffer = typeof signUpOffers.$inferInsert;

/** The offer if it exists and has not expired at `at`. */
export async function findLiveOffer(db: Executor, id: string, at: Date): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(signUpOffers)
    .where(and(eq(signUpOffers.id, id), or(isNull(signUpOffers.expiresAt), gt(signUpOffers.expiresAt, at))))
    .limit(1);
  return row;
}

export async function insertOffers(db: Executor, rows: NewOffer[]): Promise<void> {
  if (rows.length) await db.insert(signUpOffers).values(rows);
}
