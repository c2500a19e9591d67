import type { ReportStatus } from '@velvet/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { reports } from './schema.ts';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;

export async function insertReport(db: Executor, report: NewReport): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(report).returning();
  return row!;
}

/** The queue for one status, newest first. */
export const reportsByStatus = (db: Executor, status: ReportStatus, limit: number) =>
  db.select().from(reports).where(eq(reports.status, status)).orderBy(desc(reports.createdAt), desc(reports.id)).limit(limit);

export const reportsBy = (db: Executor, reporterId: string, limit: number) =>
  db.select().from(reports).where(eq(reports.reporterId, reporterId)).orderBy(desc(reports.createdAt), desc(reports.id)).limit(limit);

export const reportsAgainst = (db: Executor, ownerId: string, limit: number) =>
  db.select().from(reports).where(eq(reports.reportedOwnerId, ownerId)).orderBy(desc(reports.createdAt), desc(reports.id)).limit(limit);

export async function countByStatus(db: Executor, status: ReportStatus): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reports).where(eq(reports.status, status));
  return Number(row?.total ?? 0);
}

/** Marks an open report resolved; undefined when it does not exist or was already resolved. */
export async function resolveReport(db: Executor, id: string, change: { note: string; resolvedBy: string }): Promise<ReportRow | undefined> {
  const [row] = await db
    .update(reports)
    .set({ status: 'resolved', resolutionNote: change.note, resolvedBy: change.resolvedBy, resolvedAt: new Date() })
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .returning();
  return row;
}

export async function findReport(db: Executor, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}
