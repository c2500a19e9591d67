import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { auditLog } from './schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insert(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

type SearchOptions = {
  q?: string;
  actorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Days (YYYY-MM-DD, UTC), both included. */
  from?: string;
  to?: string;
  before?: number;
  limit: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function search(db: Executor, { q, actorId, action, targetType, targetId, from, to, before, limit }: SearchOptions) {
  const conditions: SQL[] = [];
  if (actorId) conditions.push(eq(auditLog.actorId, actorId));
  if (action) conditions.push(ilike(auditLog.action, `%${escapeLike(action)}%`));
  if (targetType) conditions.push(eq(auditLog.targetType, targetType));
  if (targetId) conditions.push(eq(auditLog.targetId, targetId));
  if (from) conditions.push(sql`${auditLog.at} >= ${from}::date at time zone 'UTC'`);
  if (to) conditions.push(sql`${auditLog.at} < (${to}::date + 1) at time zone 'UTC'`);
  if (before) conditions.push(lt(auditLog.id, before));
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(or(ilike(auditLog.action, pattern), ilike(auditLog.targetId, pattern), ilike(auditLog.targetType, pattern), ilike(auditLog.reason, pattern))!);
  }
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
