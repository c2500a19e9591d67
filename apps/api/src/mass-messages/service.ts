import type { MassAudience, MassMessage, MassMessageSendInput } from '@velvet/contracts';
import { massMessageMessages, massMessageSendSchema, toCents, toDollars } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { ChatMediaService } from '../chat-media/service.ts';
import type { ChatService } from '../chat/service.ts';
import type { ListsService } from '../lists/index.ts';
import { ownListMemberIds } from '../lists/index.ts';
import type { Database } from '../platform/db/client.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { SubscriptionsService } from '../subscriptions/service.ts';
import type { VaultService } from '../vault/index.ts';
import * as repo from './repo.ts';

/** Recipients one delivery batch takes (one transaction, a savepoint each). */
export const MASS_MESSAGE_BATCH = 200;
const LIST_LIMIT = 50;

type MassMessagesServiceOptions = {
  db: Database;
  logger: Logger;
  chat: Pick<ChatService, 'postInTransaction' | 'mayWrite' | 'seenAmong'>;
  chatMedia: Pick<ChatMediaService, 'sendPhotosInTransaction' | 'unlockedAmong'>;
  vault: Pick<VaultService, 'refsFor' | 'use'>;
  lists: Pick<ListsService, 'fanIdsOf'>;
  subscriptions: Pick<SubscriptionsService, 'fanSubscriptionsOf'>;
};

/**
 * Mass messages: a creator's one message to many fans. Queuing fixes the recipients (one row each, in
 * the same transaction as the message); delivery takes pending recipients in batches, under row locks
 * that skip what another batch holds, and marks each one sent in the transaction that posts its chat
 * message, so a re-run or a restart resumes where it stopped and never sends twice.
 */
export function createMassMessagesService({ db, logger, chat, chatMedia, vault, lists, subscriptions }: MassMessagesServiceOptions) {
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'mass message push failed'));

  /** The fans the audience names now; a channel or collab counts its live subscribers only. */
  async function audienceOf(creatorId: string, audience: MassAudience): Promise<string[]> {
    if (audience.type === 'all') return lists.fanIdsOf(creatorId);
    if (audience.type === 'list') {
      const members = await ownListMemberIds(db, creatorId, audience.id);
      if (!members) throw notFound(massMessageMessages.listNotFound);
      return members;
    }
    const rows = await subscriptions.fanSubscriptionsOf(creatorId);
    const scoped = rows.filter((row) => row.live && (audience.type === 'channel' ? row.channelId : row.groupId) === audience.id);
    return [...new Set(scoped.map((row) => row.fanId))];
  }

  /** Queues a mass message; answers it with its counts (all pending) and starts delivering at once. */
  async function send(creatorId: string, input: MassMessageSendInput): Promise<MassMessage> {
    const message = massMessageSendSchema.parse(input);
    const vaultMediaIds = [...new Set(message.vault_media_ids)];
    if (vaultMediaIds.length) {
      const refs = await vault.refsFor(creatorId, vaultMediaIds);
      if (refs.some((ref) => ref.type !== 'image')) throw new AppError('VALIDATION_FAILED', massMessageMessages.photosOnly, { fields: { vault_media_ids: massMessageMessages.photosOnly } });
    }
    const fanIds = (await audienceOf(creatorId, message.audience)).filter((id) => id !== creatorId);
    if (!fanIds.length) throw new AppError('VALIDATION_FAILED', massMessageMessages.noRecipients);
    const row = await db.transaction((tx) =>
      repo.insertMassMessage(
        tx,
        {
          creatorId,
          audienceType: message.audience.type,
          audienceId: 'id' in message.audience ? message.audience.id : null,
          text: message.message_text,
          feeCents: message.media_fee === undefined ? null : toCents(message.media_fee),
          vaultMediaIds,
        },
        fanIds,
      ),
    );
    // The job delivers what this leaves (a crash, a restart); the caller never waits for delivery.
    void deliverDue().catch((error: unknown) => logger.error({ err: error }, 'mass message delivery failed'));
    return (await present([row]))[0]!;
  }

  /** One recipient, in the batch's transaction under a savepoint: a failure skips this fan only. */
  async function deliverOne(unit: UnitOfWork, { recipient, message }: { recipient: repo.RecipientRow; message: repo.MassMessageRow }, copies: string[]) {
    const key = { massMessageId: message.id, fanId: recipient.fanId };
    try {
      await unit.tx.transaction(async (tx) => {
        const nested = { tx, afterCommit: unit.afterCommit };
        if (message.feeCents === null) {
          const sent = await chat.postInTransaction(nested, { senderId: message.creatorId, recipientId: recipient.fanId, text: message.text, meta: { is_mass_message: true }, kind: 'mass-message' });
          await repo.markDone(tx, { ...key, status: 'sent', messageId: sent._id });
          return;
        }
        const sent = await chatMedia.sendPhotosInTransaction(nested, { sellerId: message.creatorId, recipientId: recipient.fanId, text: message.text, mediaIds: copies, feeCents: message.feeCents, massMessage: true });
        await repo.markDone(tx, { ...key, status: 'sent', messageId: sent._id, chatMediaId: sent.meta.chat_media_id });
      });
    } catch (error) {
      logger.warn({ err: error, ...key }, 'mass message not delivered to a fan');
      await repo.markDone(unit.tx, { ...key, status: 'skipped' });
    }
  }

  /** Fresh copies of the message's vault photos for one recipient; none when a photo left the vault. */
  async function copiesFor(message: repo.MassMessageRow): Promise<string[] | undefined> {
    try {
      const copies = [];
      for (const id of message.vaultMediaIds) copies.push((await vault.use(message.creatorId, id))._id);
      return copies;
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
  }

  /** One batch: settings and media copies first (outside the transaction), then the locked, atomic sends. Answers how many it handled. */
  async function deliverBatch(size = MASS_MESSAGE_BATCH): Promise<number> {
    const pending = await repo.pendingRecipients(db, size);
    if (!pending.length) return 0;
    const prepared: { item: (typeof pending)[number]; allowed: boolean; copies: string[] }[] = [];
    for (const item of pending) {
      const allowed = await chat.mayWrite(item.message.creatorId, item.recipient.fanId);
      const copies = allowed && item.message.feeCents !== null ? await copiesFor(item.message) : [];
      prepared.push({ item, allowed: allowed && copies !== undefined, copies: copies ?? [] });
    }
    await run(async (unit) => {
      const locked = await repo.lockPending(
        unit.tx,
        pending.map(({ recipient }) => recipient),
      );
      for (const { item, allowed, copies } of prepared) {
        if (!locked.has(repo.keyOf(item.recipient))) continue;
        if (allowed) await deliverOne(unit, item, copies);
        else await repo.markDone(unit.tx, { massMessageId: item.message.id, fanId: item.recipient.fanId, status: 'skipped' });
      }
    });
    return pending.length;
  }

  /** Delivers every pending recipient, batch after batch; the scheduled job and each new mass message call it. */
  async function deliverDue({ batchSize = MASS_MESSAGE_BATCH } = {}): Promise<number> {
    let handled = 0;
    for (let taken = await deliverBatch(batchSize); taken > 0; taken = await deliverBatch(batchSize)) handled += taken;
    await repo.finishDelivered(db);
    return handled;
  }

  async function present(rows: repo.MassMessageRow[]): Promise<MassMessage[]> {
    const recipients = await repo.recipientsOf(
      db,
      rows.map((row) => row.id),
    );
    const sentMessages = recipients.flatMap((recipient) => (recipient.messageId ? [recipient.messageId] : []));
    const paid = recipients.flatMap((recipient) => (recipient.chatMediaId ? [recipient.chatMediaId] : []));
    const [seen, unlocked] = await Promise.all([chat.seenAmong(sentMessages), chatMedia.unlockedAmong(paid)]);
    return rows.map((row) => {
      const own = recipients.filter((recipient) => recipient.massMessageId === row.id);
      const unlockedCount = own.filter((recipient) => recipient.chatMediaId && unlocked.has(recipient.chatMediaId)).length;
      return {
        _id: row.id,
        audience: (row.audienceType === 'all' ? { type: 'all' } : { type: row.audienceType, id: row.audienceId! }) as MassAudience,
        message_text: row.text,
        media_fee: row.feeCents === null ? null : toDollars(row.feeCents),
        media_count: row.vaultMediaIds.length,
        status: own.some((recipient) => recipient.status === 'pending') ? 'sending' : 'sent',
        recipients: own.length,
        sent: own.filter((recipient) => recipient.status === 'sent').length,
        skipped: own.filter((recipient) => recipient.status === 'skipped').length,
        seen: own.filter((recipient) => recipient.messageId && seen.has(recipient.messageId)).length,
        unlocked: unlockedCount,
        // Each recipient unlocks at the one fee, so the income is that many fees (before the platform's share).
        income: toDollars(unlockedCount * (row.feeCents ?? 0)),
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  /** The creator's latest mass messages with their counts. */
  const mine = async (creatorId: string) => present(await repo.latestOf(db, creatorId, LIST_LIMIT));

  return { send, mine, deliverDue, deliverBatch };
}
export type MassMessagesService = ReturnType<typeof createMassMessagesService>;
