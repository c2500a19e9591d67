import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { cardCheckouts, savedCards } from './schema.ts';

export type SavedCardRow = typeof savedCards.$inferSelect;
export type NewSavedCard = typeof savedCards.$inferInsert;
export type CardCheckoutRow = typeof cardCheckouts.$inferSelect;

const live = (userId: string) => and(eq(savedCards.userId, userId), isNull(savedCards.deletedAt));

export const listLive = (db: Executor, userId: string) => db.select().from(savedCards).where(live(userId)).orderBy(asc(savedCards.createdAt));

export async function findLive(db: Executor, userId: string, cardId: string): Promise<SavedCardRow | undefined> {
  const [row] = await db.select().from(savedCards).where(and(live(userId), eq(savedCards.id, cardId)));
  return row;
}

export const findByIds = (db: Executor, ids: string[]) => (ids.length ? db.select().from(savedCards).where(inArray(savedCards.id, ids)) : Promise.resolve([]));

export async function insertCard(db: Executor, card: NewSavedCard): Promise<SavedCardRow> {
  const [row] = await db.insert(savedCards).values(card).returning();
  if (!row) throw new Error('insert into saved_cards returned nothing');
  return row;
}

export async function softDelete(db: Executor, userId: string, cardId: string): Promise<void> {
  await db.update(savedCards).set({ deletedAt: sql`now()` }).where(and(live(userId), eq(savedCards.id, cardId)));
}

/** Locks the user's saved cards for the rest of the transaction, so default moves, deletions and additions queue; answers the live ones. */
export async function lockCards(db: Executor, userId: string): Promise<SavedCardRow[]> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`saved-cards:${userId}`}, 0))`);
  return listLive(db, userId);
}

/** Moves the default flag to one card; under lockCards, so exactly one card is ever default. */
export async function makeDefault(db: Executor, userId: string, cardId: string): Promise<void> {
  await db.update(savedCards).set({ isDefault: false }).where(and(live(userId), eq(savedCards.isDefault, true)));
  await db.update(savedCards).set({ isDefault: true }).where(and(live(userId), eq(savedCards.id, cardId)));
}

/** Records a checkout before the provider is asked for it; the row's id is its merchant reference. */
export async function insertCheckout(db: Executor, checkout: Pick<typeof cardCheckouts.$inferInsert, 'userId' | 'billingAddress'>): Promise<CardCheckoutRow> {
  const [row] = await db.insert(cardCheckouts).values(checkout).returning();
  if (!row) throw new Error('insert into card_checkouts returned nothing');
  return row;
}

export async function setProviderCheckout(db: Executor, id: string, checkoutId: string): Promise<void> {
  await db.update(cardCheckouts).set({ checkoutId }).where(eq(cardCheckouts.id, id));
}

export async function findCheckout(db: Executor, checkoutId: string): Promise<CardCheckoutRow | undefined> {
  const [row] = await db.select().from(cardCheckouts).where(eq(cardCheckouts.checkoutId, checkoutId));
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Locks the checkout row, so a confirmation and the provider's webhook cannot both complete it. Found by
 * the provider's id, or by our reference when the provider's id was never written back.
 */
export async function lockCheckout(db: Executor, { checkoutId, reference }: { checkoutId: string; reference?: string }): Promise<CardCheckoutRow | undefined> {
  const byReference = reference && UUID.test(reference) ? [eq(cardCheckouts.id, reference)] : [];
  const [row] = await db
    .select()
    .from(cardCheckouts)
    .where(or(eq(cardCheckouts.checkoutId, checkoutId), ...byReference))
    .for('update');
  return row;
}

type CompleteOptions = { id: string; checkoutId?: string; status: 'succeeded' | 'failed'; cardId?: string; failureReason?: string };

export async function completeCheckout(db: Executor, { id, checkoutId, status, cardId, failureReason }: CompleteOptions): Promise<void> {
  await db.update(cardCheckouts).set({ checkoutId, status, cardId, failureReason, completedAt: sql`now()` }).where(eq(cardCheckouts.id, id));
}

/** Cards the user added since a moment, deleted ones included (new-card velocity). */
export async function countAddedSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), sql`${savedCards.createdAt} >= ${since.toISOString()}::timestamptz`));
  return Number(row?.count ?? 0);
}

/** How many other accounts hold a live card with this fingerprint. */
export async function countOtherHolders(db: Executor, userId: string, fingerprint: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${savedCards.userId})::int` })
    .from(savedCards)
    .where(and(eq(savedCards.fingerprint, fingerprint), isNull(savedCards.deletedAt), sql`${savedCards.userId} <> ${userId}`));
  return Number(row?.count ?? 0);
}
