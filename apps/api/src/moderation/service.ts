import type { ModeratedKind, Takedown } from '@velvet/contracts';
import { moderationMessages } from '@velvet/contracts';
import { z } from 'zod';
import { recordAudit } from '../audit/index.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { Database } from '../platform/db/client.ts';
import { inTransaction } from '../platform/db/transaction.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { Logger } from 'pino';
import * as repo from './repo.ts';

/** Whose an item is, asked of its own domain (undefined when it does not exist, or is already hidden). */
export type ContentOwners = Record<ModeratedKind, (id: string) => Promise<string | undefined>>;

type ModerationServiceOptions = {
  db: Database;
  logger: Logger;
  notifications: NotificationsService;
  owners: ContentOwners;
  /** Resolves the report that led to a takedown, mailing the reporter (the reports domain's own rule). */
  resolveReport: (reportId: string, adminId: string, note: string) => Promise<unknown>;
};

export type HideOptions = { adminId: string; kind: ModeratedKind; itemId: string; reason: string; reportId?: string };

const kindNames: Record<ModeratedKind, string> = { post: 'post', story: 'story', product: 'product', message: 'message', profile: 'profile' };

/** The sentence shown to the owner ends with a full stop whatever the moderator typed. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export const mapTakedown = (row: repo.TakedownRow): Takedown => ({
  _id: row.id,
  kind: row.kind,
  item_id: row.itemId,
  owner_id: row.ownerId,
  reason: row.reason,
  hidden_at: row.hiddenAt.toISOString(),
  appeal: { status: row.appealStatus, text: row.appealText, note: row.decisionNote },
  hidden: row.liftedAt === null,
});

/**
 * Takedowns: staff hide a post, story, product, message or profile (every read path of its domain then
 * refuses it, media links included), the owner is told why and may appeal once, and staff decide.
 */
export function createModerationService({ db, logger, notifications, owners, resolveReport }: ModerationServiceOptions) {
  const run = <T>(work: Parameters<typeof inTransaction<T>>[1]) => inTransaction(db, work, (error) => logger.error({ err: error }, 'a task after a moderation action failed'));

  async function hide({ adminId, kind, itemId, reason, reportId }: HideOptions): Promise<Takedown> {
    const ownerId = await owners[kind](itemId);
    // A hidden item is invisible to its own domain too: say so rather than that it does not exist.
    if (!ownerId) throw (await repo.isHidden(db, kind, itemId)) ? new AppError('CONFLICT', moderationMessages.alreadyHidden) : notFound(moderationMessages.notFound);
    const row = await run(async (unit) => {
      const inserted = await repo.insertOnce(unit.tx, { kind, itemId, ownerId, reason, hiddenBy: adminId, reportId });
      if (!inserted) throw new AppError('CONFLICT', moderationMessages.alreadyHidden);
      await notifications.notify(unit, { userId: ownerId, type: 'Moderation', message: moderationMessages.hiddenNotice(kindNames[kind], sentence(reason)) });
      return inserted;
    });
    // The report is resolved after the takedown commits: a report already resolved does not undo it.
    if (reportId) await resolveReport(reportId, adminId, `We took the reported ${kindNames[kind]} down: ${sentence(reason)}`).catch((error: unknown) => logger.warn({ err: error, reportId }, 'report not resolved with its takedown'));
    return mapTakedown(row);
  }

  async function appeal(ownerId: string, id: string, text: string): Promise<Takedown> {
    const row = await run(async (unit) => {
      const appealed = await repo.appeal(unit.tx, { id, ownerId, text });
      if (appealed) {
        await recordAudit(unit.tx, { actorId: ownerId, action: 'moderation.appeal', targetType: appealed.kind, targetId: appealed.itemId, reason: text, before: { appeal: 'none' }, after: { appeal: 'pending' } });
        return appealed;
      }
      const found = await repo.find(unit.tx, id);
      if (!found || found.ownerId !== ownerId) throw notFound(moderationMessages.takedownNotFound);
      throw new AppError('CONFLICT', moderationMessages.appealOnce);
    });
    return mapTakedown(row);
  }

  async function decide({ adminId, id, restore, note }: { adminId: string; id: string; restore: boolean; note: string }): Promise<Takedown> {
    const row = await run(async (unit) => {
      const decided = await repo.decide(unit.tx, { id, restore, note, decidedBy: adminId });
      if (!decided) throw (await repo.find(unit.tx, id)) ? new AppError('CONFLICT', moderationMessages.noAppeal) : notFound(moderationMessages.takedownNotFound);
      const kind = kindNames[decided.kind];
      const message = restore ? moderationMessages.restoredNotice(kind) : moderationMessages.upheldNotice(kind, sentence(note));
      await notifications.notify(unit, { userId: decided.ownerId, type: 'Moderation', message });
      return decided;
    });
    return mapTakedown(row);
  }

  const mine = async (ownerId: string) => (await repo.ofOwner(db, ownerId, 100)).map(mapTakedown);

  async function queue(query: { appeal?: repo.TakedownRow['appealStatus']; limit: number }) {
    const [rows, pendingAppeals] = await Promise.all([repo.list(db, query), repo.pendingAppeals(db)]);
    return { items: rows.map(mapTakedown), counts: { pending_appeals: pendingAppeals } };
  }

  return { hide, appeal, decide, mine, queue, countPendingAppeals: () => repo.pendingAppeals(db) };
}
export type ModerationService = ReturnType<typeof createModerationService>;

export const takedownIdParams = z.strictObject({ id: z.uuid() });
