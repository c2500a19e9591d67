// The audit log's front door: other domains record what they did in their own transaction.
import type { Executor } from '../platform/db/client.ts';
import * as repo from './repo.ts';

export type AuditRecord = {
  /** The admin who acted; omitted for the system. */
  actorId?: string | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Appends one entry in the caller's transaction, so it commits (or not) with what it records. */
export async function recordAudit(db: Executor, entry: AuditRecord): Promise<void> {
  await repo.insert(db, {
    actorId: entry.actorId ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
