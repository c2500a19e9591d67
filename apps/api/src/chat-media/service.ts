import type { ChatAudioSendInput, ChatMediaPurchaseInput, ChatMediaSendInput, ChatMediaView, ChatMessage, PurchasedMediaPage, Transaction } from '@velvet/contracts';
import { chatAudioSendSchema, chatMediaMessages, chatMediaPurchaseSchema, chatMediaSendSchema, formatUsd, toCents, toDollars } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ChatService } from '../chat/service.ts';
import type { CheckoutService } from '../checkout/service.ts';
import type { MediaRow } from '../media/repo.ts';
import { factsOf, type MediaService } from '../media/service.ts';
import type { Database } from '../platform/db/client.ts';
import { violatedUniqueIndex } from '../platform/db/errors.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { TransactionRow } from '../transactions/repo.ts';
import * as repo from './repo.ts';

const PURCHASED_PAGE_SIZE = 20;

type ChatMediaServiceOptions = { db: Database; logger: Logger; chat: ChatService; checkout: CheckoutService; media: MediaService };

/** A paid photo message another domain sends (a mass message): `mediaIds` are the seller's unused uploads. */
export type PhotosOptions = { id?: string; sellerId: string; recipientId: string; text: string; mediaIds: string[]; feeCents: number; massMessage?: boolean };

type PurchaseRequest = { payerId: string; idempotencyKey: string; input: ChatMediaPurchaseInput };

const refOf = (transaction: TransactionRow) => String(transaction.traceable.ref);

/**
 * Paid chat media: a creator's photos in a chat message behind an unlock fee. The originals stay in the
 * media domain's private storage; only the seller and the fan who bought the message get signed links
 * (and the media route asks `canView` again on every request). Buying goes through the one checkout
 * as `MediaPurchase`, unlocking in the settling transaction; a refund locks it again.
 */
export function createChatMediaService({ db, logger, chat, checkout, media }: ChatMediaServiceOptions) {
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'chat media push failed'));

  const describe = (transaction: TransactionRow, names: { payer: string }) => ({
    payer: chatMediaMessages.unlocked,
    recipient: `${names.payer} unlocked your chat media for ${formatUsd(toDollars(transaction.amountCents))}`,
  });

  for (const type of ['MediaPurchase', 'AudioMediaPurchase'] as const) {
    checkout.registerKind(type, {
      notificationType: 'Post-Purchase',
      describe,
      fulfil: async (unit, transaction) => {
        const chatMediaId = refOf(transaction);
        const added = await repo.insertUnlock(unit.tx, { userId: transaction.payerId, chatMediaId, transactionId: transaction.id });
        // A second wallet purchase rolls back with its money; a second card one leaves the first unlock in place.
        if (!added && transaction.method === 'wallet') throw new AppError('CONFLICT', chatMediaMessages.alreadyUnlocked);
        if (added) await patchUnlocked(unit, chatMediaId, true);
      },
      revoke: async (unit, transaction) => {
        const chatMediaId = await repo.deleteUnlockOf(unit.tx, transaction.id);
        if (chatMediaId) await patchUnlocked(unit, chatMediaId, false);
      },
    });
  }

  /** 'A purchase success sets is_unlocked to true': the message has one possible buyer, so its meta says it for both members. */
  async function patchUnlocked(unit: UnitOfWork, chatMediaId: string, isUnlocked: boolean) {
    const row = await repo.findChatMedia(unit.tx, chatMediaId);
    if (row) await chat.patchMetaInTransaction(unit, row.messageId, { is_unlocked: isUnlocked });
  }

  /** A creator's paid message of their own unused photo uploads, into a conversation they may write in. */
  async function send(sellerId: string, input: ChatMediaSendInput): Promise<ChatMessage> {
    const message = chatMediaSendSchema.parse(input);
    const mediaIds = [...new Set(message.media_ids)];
    const recipient = await chat.writableRecipient(sellerId, message.channel_id);
    const feeCents = toCents(message.media_fee);
    const id = randomUUID();
    return run((unit) => sendPhotosInTransaction(unit, { id, sellerId, recipientId: recipient.id, text: message.message_text, mediaIds, feeCents }));
  }

  /**
   * A paid photo message in the caller's transaction (the recipient's settings already checked): the
   * seller's own unused uploads are taken under a row lock, so an upload serves one paid message at most.
   */
  async function sendPhotosInTransaction(unit: UnitOfWork, options: PhotosOptions): Promise<ChatMessage> {
    const { id = randomUUID(), sellerId, recipientId, text, mediaIds, feeCents, massMessage = false } = options;
    const free = await repo.lockFreeUploads(unit.tx, { ids: mediaIds, ownerId: sellerId, type: 'image' });
    if (free.length !== mediaIds.length) throw new AppError('VALIDATION_FAILED', chatMediaMessages.mediaNotYours, { fields: { media_ids: chatMediaMessages.mediaNotYours } });
    const sent = await chat.postInTransaction(unit, {
      senderId: sellerId,
      recipientId,
      text,
      meta: { type: 'chat-unlock', chat_media_id: id, media_fee: toDollars(feeCents), is_unlocked: false, paid: true, is_audio: false, ...(massMessage && { is_mass_message: true }) },
      kind: 'paid-media',
    });
    await repo.insertChatMedia(unit.tx, { id, messageId: sent._id, conversationId: sent.converse_id, sellerId, buyerId: recipientId, feeCents, isAudio: false }, mediaIds);
    return sent;
  }

  /** 'Record a voice message': a recording (bytes already checked), free or (a creator's) behind an unlock fee, as a message with meta is_audio. */
  async function sendAudio(sellerId: string, input: ChatAudioSendInput, file: { path: string; contentType: string }, { maySell = true }: { maySell?: boolean } = {}): Promise<ChatMessage> {
    const message = chatAudioSendSchema.parse(input);
    if (!maySell && message.media_fee !== undefined) throw new AppError('FORBIDDEN', chatMediaMessages.fanAudioFree);
    const recipient = await chat.writableRecipient(sellerId, message.channel_id);
    const feeCents = message.media_fee === undefined ? 0 : toCents(message.media_fee);
    const id = randomUUID();
    return run(async (unit) => {
      const audio = await media.storeAudio(sellerId, { ...file, executor: unit.tx });
      const paid = feeCents > 0;
      const sent = await chat.postInTransaction(unit, {
        senderId: sellerId,
        recipientId: recipient.id,
        meta: { type: paid ? 'chat-unlock' : 'VOICE', chat_media_id: id, media_fee: toDollars(feeCents), is_unlocked: !paid, paid, is_audio: true },
        kind: 'voice',
      });
      await repo.insertChatMedia(unit.tx, { id, messageId: sent._id, conversationId: message.channel_id, sellerId, buyerId: recipient.id, feeCents, isAudio: true }, [audio.id]);
      return sent;
    });
  }

  /** Whether the viewer may have the originals: the seller, anyone in the conversation for a free voice message, the buyer of a paid one. */
  const isEntitled = async (viewerId: string, row: repo.ChatMediaRow) => row.sellerId === viewerId || row.feeCents === 0 || repo.hasUnlock(db, viewerId, row.id);

  /** A paid message one of its two members may look at; 404 to everyone else. */
  async function visible(viewerId: string, id: string): Promise<repo.ChatMediaRow> {
    const row = await repo.findChatMedia(db, id);
    if (!row || (row.sellerId !== viewerId && row.buyerId !== viewerId)) throw notFound(chatMediaMessages.notFound);
    return row;
  }

  async function present(viewerId: string, rows: repo.ChatMediaRow[]): Promise<ChatMediaView[]> {
    const items = await repo.itemsOf(db, rows.map((row) => row.id));
    return Promise.all(
      rows.map(async (row) => {
        const entitled = await isEntitled(viewerId, row);
        return {
          _id: row.id,
          seller_id: row.sellerId,
          converse_id: row.conversationId,
          converse_message_id: row.messageId,
          media_fee: toDollars(row.feeCents),
          is_audio: row.isAudio,
          is_unlocked: entitled,
          media: items.filter((item) => item.chatMediaId === row.id).map((item) => media.view(factsOf(item.media), { viewerId, locked: !entitled })),
          createdAt: row.createdAt.toISOString(),
        };
      }),
    );
  }

  const view = async (viewerId: string, id: string): Promise<ChatMediaView> => (await present(viewerId, [await visible(viewerId, id)]))[0]!;

  /** 'Purchase chat media': wallet or iDEAL, once per fan and message; a retry with the same key answers the same purchase. */
  async function purchase({ payerId, idempotencyKey, input }: PurchaseRequest): Promise<Transaction> {
    const payment = chatMediaPurchaseSchema.parse(input);
    const row = await visible(payerId, payment.chat_media_id);
    if (row.sellerId === payerId) throw new AppError('VALIDATION_FAILED', chatMediaMessages.ownMedia);
    if (row.feeCents === 0) throw new AppError('VALIDATION_FAILED', chatMediaMessages.free);
    if (row.sellerId !== payment.seller_id || row.conversationId !== payment.converse_id || row.messageId !== payment.converse_message_id) {
      throw new AppError('VALIDATION_FAILED', chatMediaMessages.mismatch);
    }
    const unlockKey = () => repo.unlockKeyOf(db, payerId, row.id);
    const existingKey = await unlockKey();
    if (existingKey !== undefined && existingKey !== idempotencyKey) throw new AppError('CONFLICT', chatMediaMessages.alreadyUnlocked);
    return checkout
      .purchase({
        payerId,
        idempotencyKey,
        type: row.isAudio ? 'AudioMediaPurchase' : 'MediaPurchase',
        priceCents: row.feeCents,
        payee: { creatorId: row.sellerId },
        payment: { mode: payment.payment_mode },
        // checkout keeps `traceable` only for requests that carry a `message` key.
        message: undefined,
        traceable: { entity: 'chat_media', ref: row.id },
      })
      .catch(async (error: unknown) => {
        if (violatedUniqueIndex(error) !== 'transactions_one_live_unlock_key') throw error;
        throw new AppError('CONFLICT', (await unlockKey()) === undefined ? chatMediaMessages.unlockInProgress : chatMediaMessages.alreadyUnlocked);
      });
  }

  /** `GET users/purchase-media?page`: the paid messages the user bought, the latest first. */
  async function purchased(userId: string, page: number): Promise<PurchasedMediaPage> {
    const rows = (await repo.purchasedBy(db, userId, { offset: (page - 1) * PURCHASED_PAGE_SIZE, limit: PURCHASED_PAGE_SIZE })).map((found) => found.row);
    return { items: await present(userId, rows.slice(0, PURCHASED_PAGE_SIZE)), page, has_more: rows.length > PURCHASED_PAGE_SIZE };
  }

  /**
   * Whether the media route may serve an upload to this viewer: for an upload of a paid message, only
   * its seller and the fan holding an unlock; undefined for uploads that are not chat media.
   */
  async function canViewUpload(viewerId: string | null, upload: MediaRow): Promise<boolean | undefined> {
    const row = await repo.chatMediaOfUpload(db, upload.id);
    if (!row) return undefined;
    if (!viewerId || (viewerId !== row.sellerId && viewerId !== row.buyerId)) return false;
    return isEntitled(viewerId, row);
  }

  return {
    send,
    sendPhotosInTransaction,
    sendAudio,
    view,
    purchase,
    purchased,
    canViewUpload,
    /** The paid messages among `chatMediaIds` their buyer has unlocked. */
    unlockedAmong: (chatMediaIds: string[]) => repo.unlockedAmong(db, chatMediaIds),
  };
}
export type ChatMediaService = ReturnType<typeof createChatMediaService>;

/** The media route's entitlement: chat media's own rule for uploads of paid messages, `others` for the rest. */
export const withChatMediaAccess =
  (chatMedia: ChatMediaService, others: (viewerId: string | null, row: MediaRow) => Promise<boolean>) =>
  async (viewerId: string | null, row: MediaRow): Promise<boolean> =>
    (await chatMedia.canViewUpload(viewerId, row)) ?? others(viewerId, row);
