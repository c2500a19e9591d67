import type { AuditPage, AuditQuery } from '@velvet/contracts';
import type { AccountsService } from '../accounts/service.ts';
import type { Database } from '../platform/db/client.ts';
import { recordAudit } from './index.ts';
import * as repo from './repo.ts';

type AuditServiceOptions = { db: Database; accounts: Pick<AccountsService, 'publicUsers'> };

export function createAuditService({ db, accounts }: AuditServiceOptions) {
  /** The log newest first, filtered, in keyset pages; each entry names its actor. */
  async function search(query: AuditQuery): Promise<AuditPage> {
    const rows = await repo.search(db, {
      q: query.q,
      actorId: query.actor_id,
      action: query.action,
      targetType: query.target_type,
      targetId: query.target_id,
      from: query.from,
      to: query.to,
      before: query.before,
      limit: query.limit,
    });
    const actorIds = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
    const actors = actorIds.length ? await accounts.publicUsers(actorIds) : new Map();
    const items = rows.map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      actor_id: row.actorId,
      actor_username: row.actorId ? (actors.get(row.actorId)?.username ?? null) : null,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      reason: row.reason,
      before: row.before ?? null,
      after: row.after ?? null,
    }));
    return { items, next: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null };
  }

  /**
   * A money-moving job's run, when it moved something (a count above zero, or any non-zero count in a
   * record of counts): the system is the actor, the job's name the action, its result the state after.
   */
  async function recordJob(name: string, result: unknown): Promise<void> {
    const moved = typeof result === 'number' ? result > 0 : result && typeof result === 'object' ? Object.values(result).some((value) => value !== 0) : false;
    if (moved) await recordAudit(db, { action: `job:${name}`, targetType: 'job', targetId: name, after: { result } });
  }

  return { search, recordJob };
}
export type AuditService = ReturnType<typeof createAuditService>;
