import type { AddressType } from '@velvet/contracts';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { addresses } from './schema.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;

export const listOf = (db: Executor, userId: string, type: AddressType) =>
  db.select().from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.type, type))).orderBy(desc(addresses.isDefault), asc(addresses.createdAt));

export async function findOwned(db: Executor, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).limit(1);
  return row;
}

/** Locks the user's address book for the rest of the transaction, so default moves and counts do not race. */
export async function lockBook(db: Executor, userId: string): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`);
  const [row] = await db.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.total ?? 0;
}

export async function clearDefault(db: Executor, userId: string, type: AddressType, exceptId?: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(addresses.userId, userId), eq(addresses.type, type), eq(addresses.isDefault, true), ...(exceptId ? [ne(addresses.id, exceptId)] : [])));
}

export async function insert(db: Executor, row: NewAddress): Promise<AddressRow> {
  const [inserted] = await db.insert(addresses).values(row).returning();
  return inserted!;
}

export async function update(db: Executor, id: string, changes: Partial<NewAddress>): Promise<AddressRow> {
  const [updated] = await db.update(addresses).set({ ...changes, updatedAt: new Date() }).where(eq(addresses.id, id)).returning();
  return updated!;
}

export async function remove(db: Executor, id: string): Promise<void> {
  await db.delete(addresses).where(eq(addresses.id, id));
}

/** Makes the user's oldest address of this type the default (after the default one was deleted). */
export async function promoteOldest(db: Executor, userId: string, type: AddressType): Promise<void> {
  const [oldest] = await db.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.type, type))).orderBy(asc(addresses.createdAt)).limit(1);
  if (oldest) await update(db, oldest.id, { isDefault: true });
}
