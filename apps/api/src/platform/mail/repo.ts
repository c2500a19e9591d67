import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { devOutbox } from './schema.ts';

export type DevOutboxRow = typeof devOutbox.$inferSelect;

export async function insertDevMessage(db: Executor, message: typeof devOutbox.$inferInsert): Promise<void> {
  await db.insert(devOutbox).values(message);
}

/** Newest first; `to` compares case-insensitively as addresses are stored lowercased. */
export function listDevMessages(db: Executor, { to, limit }: { to?: string; limit: number }): Promise<DevOutboxRow[]> {
  return db
    .select()
    .from(devOutbox)
    .where(to ? eq(devOutbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
    .limit(limit);
}
