import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
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

export async function findLiveByFingerprint(db: Executor, userId: string, fingerprint: string): Promise<SavedCardRow | undefined> {
  const [row] = await db.select().from(savedCards).where(and(live(userId), eq(savedCards.fingerprint, fingerprint)));
  return row;
}

export async function insertCard(db: Executor, card: NewSavedCard): Promise<SavedCardRow> {
  const [row] = await db.insert(savedCards).values(card).returning();
  if (!row) throw new Error('insert into saved_cards returned nothing');
  return row;
}

export async function softDelete(db: Executor, userId: string, cardId: string): Promise<void> {
  await db.update(savedCards).set({ deletedAt: sql`now()` }).where(and(live(userId), eq(savedCards.id, cardId)));
}

/** Moves the default flag to one card in one statement, so exactly one card is ever default. */
export async function makeDefault(db: Executor, userId: string, cardId: string): Promise<void> {
  await db.update(savedCards).set({ isDefault: false }).where(and(live(userId), eq(savedCards.isDefault, true)));
  await db.update(savedCards).set({ isDefault: true }).where(and(live(userId), eq(savedCards.id, cardId)));
}

export async function insertCheckout(db: Executor, checkout: typeof cardCheckouts.$inferInsert): Promise<void> {
  await db.insert(cardCheckouts).values(checkout).onConflictDoNothing();
}

export async function findCheckout(db: Executor, checkoutId: string): Promise<CardCheckoutRow | undefined> {
  const [row] = await db.select().from(cardCheckouts).where(eq(cardCheckouts.checkoutId, checkoutId));
  return row;
}

/** Locks the checkout row, so a confirmation and the provider's webhook cannot both complete it. */
export async function lockCheckout(db: Executor, checkoutId: string): Promise<CardCheckoutRow | undefined> {
  const [row] = await db.select().from(cardCheckouts).where(eq(cardCheckouts.checkoutId, checkoutId)).for('update');
  return row;
}

type CompleteOptions = { checkoutId: string; status: 'succeeded' | 'failed'; cardId?: string; failureReason?: string };

export async function completeCheckout(db: Executor, { checkoutId, status, cardId, failureReason }: CompleteOptions): Promise<void> {
  await db.update(cardCheckouts).set({ status, cardId, failureReason, completedAt: sql`now()` }).where(eq(cardCheckouts.checkoutId, checkoutId));
}
