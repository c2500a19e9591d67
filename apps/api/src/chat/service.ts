import {
  chatEvents,
  chatMessages,
  chatRoom,
  isEditableMessage,
  verificationGate,
  type ChatAliasInput,
  type ChatDeletedEvent,
  type ChatTypingEvent,
  type ChatEntry,
  type ChatMedia,
  type ChatMessage,
  type ChatReadEvent,
  type ChatSendInput,
  type MessageKind,
  type MessageMeta,
  type Page,
  type PinnedMessage,
} from '@velvet/contracts';
import type { Logger } from 'pino';
import type { PicturesPort } from '../media/service.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { createGroupRunner } from '../platform/db/group-runner.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, forbidden, notFound } from '../platform/errors.ts';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import type { ChatFeeAccess, ChatFeePort } from './chat-fee-port.ts';
import { badgesOf, mapChatFee, mapChatUser, mapMessage, mapPin, type ReadMarks } from './mappers.ts';
import { findMembershipsWithParties, findParties, type Party, type WriteStanding } from './parties.ts';
import * as repo from './repo.ts';

const CONVERSATIONS_LIMIT = 100;
/** Sends read and written together at most: a group's statement stays small, and a burst still takes few round trips. */
const SEND_GROUP_SIZE = 64;

type ChatServiceOptions = {
  db: Database;
  logger: Logger;
  hub: RealtimeHub;
  chatFee: ChatFeePort;
  /** The platform plans' badges of users (Prime, CreatorPro). */
  planBadgesOf: (userIds: string[]) => Promise<Map<string, string[]>>;
  /** Whether the fan holds a live channel subscription to the creator (the subscriptions domain). */
  isSubscriber: (fanId: string, creatorId: string) => Promise<boolean>;
  /** The media domain's private pictures: a message takes only its sender's, and each member gets their own links. */
  pictures: PicturesPort;
};

/** A message another domain posts: its kind says what it records (a request, a payment), never a plain `text`. */
type PostOptions = { senderId: string; recipientId: string; text?: string; media?: ChatMedia[]; meta: MessageMeta; kind: Exclude<MessageKind, 'text'> };

export type SendOptions = { senderId: string; message: Required<Omit<ChatSendInput, 'meta'>> & { meta: ChatSendInput['meta'] } };

const encodeCursor = (row: repo.MessageRow) => Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) throw new AppError('VALIDATION_FAILED', 'Invalid cursor');
  return { createdAt, id };
}

const userRoom = (userId: string) => `user:${userId}`;

const memberIdsOf = (conversation: repo.ConversationRow) => [conversation.userLow, conversation.userHigh];

/**
 * One-to-one chat: conversations are rooms on the socket, messages are rows read in keyset pages. The
 * rules (who may write, the chat fee, pins for all) live here; the routes and socket handlers only parse.
 */
export function createChatService({ db, logger, hub, chatFee, planBadgesOf, isSubscriber, pictures }: ChatServiceOptions) {
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'chat push failed'));

  /** Pushes to the conversation's room and to both members' own rooms (the chat list), once per socket. */
  const pushToConversation = (conversation: repo.ConversationRow, event: string, payload: unknown) =>
    hub.io.to([chatRoom(conversation.id), userRoom(conversation.userLow), userRoom(conversation.userHigh)]).emit(event, payload);

  /** A message as `viewerId` sees it: its pictures as links signed for them. */
  const messageFor = (viewerId: string, row: repo.MessageRow, marks: ReadMarks) => mapMessage({ ...row, media: pictures.picturesFor(row.media, viewerId) }, marks);

  /**
   * Pushes a message to both members (every socket of a member is in their own room): one emit when it
   * carries no pictures, else one per member with their own links.
   */
  const pushMessage = (userIds: string[], event: string, row: repo.MessageRow, marks: ReadMarks) => {
    if (!row.media.length) hub.emitToUsers(userIds, event, mapMessage(row, marks));
    else for (const userId of userIds) hub.emitToUser(userId, event, messageFor(userId, row, marks));
  };

  /** The users among `ids` with a socket open on any API process. */
  async function onlineOf(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const sockets = await hub.io.in(ids.map(userRoom)).fetchSockets();
    return new Set(sockets.map((socket) => (socket.data as { user: { id: string } }).user.id));
  }

  async function chatUsers(parties: Party[]) {
    const ids = parties.map((party) => party.id);
    const [planBadges, online] = await Promise.all([planBadgesOf(ids), onlineOf(ids)]);
    return new Map(parties.map((party) => [party.id, mapChatUser(party, { badges: badgesOf(party, planBadges.get(party.id) ?? []), online: online.has(party.id) })]));
  }

  async function membership(executor: Executor, conversationId: string, userId: string) {
    const found = await repo.findMembership(executor, conversationId, userId);
    if (!found) throw notFound(chatMessages.conversationNotFound);
    return found;
  }

  /** A fan's chat-fee access to a creator; other pairs (creators writing to fans, fans to fans) never pay. */
  const feeAccess = (sender: Pick<Party, 'id' | 'role'>, recipient: Pick<Party, 'id' | 'role'>): Promise<ChatFeeAccess> =>
    sender.role === 'USER' && recipient.role === 'CREATOR' ? chatFee.chatFeeAccess(sender.id, recipient.id) : Promise.resolve({ required: false });

  /** The verification gate (spec section 5, 'chat') on the writer, from the party row the write reads anyway. */
  function assertVerified(writer: WriteStanding): void {
    const decision = verificationGate({ email_verified: writer.emailVerified, kyc_status: writer.kycStatus, skip_content_warning: writer.skipContentWarning }, 'chat');
    if (!decision.allowed) throw forbidden(decision.message);
  }

  /**
   * The recipient's 'Allow messages from', unless they wrote in this conversation themselves (a reply is
   * always allowed). `blockedBy`: who of the two blocked the other, when the caller read it already.
   */
  async function assertAllowedToWrite(executor: Executor, { sender, recipient, conversationId, blockedBy }: { sender: WriteStanding; recipient: WriteStanding; conversationId?: string; blockedBy?: Set<string> }) {
    if (recipient.bannedAt) throw forbidden(chatMessages.userUnavailable);
    if (conversationId) {
      const block = blockedBy ?? (await repo.blockBetween(executor, conversationId));
      if (block.has(sender.id)) throw forbidden(chatMessages.blocked);
      if (block.has(recipient.id)) throw forbidden(chatMessages.blockedByOther);
    }
    if (recipient.allowMessagesFrom === 'everyone') return;
    if (conversationId && (await repo.hasWritten(executor, conversationId, recipient.id))) return;
    if (recipient.allowMessagesFrom === 'subscribers' && (await isSubscriber(sender.id, recipient.id))) return;
    throw forbidden(recipient.allowMessagesFrom === 'nobody' ? chatMessages.messagesFromNobody : chatMessages.messagesFromSubscribers);
  }

  async function readMarksOf(executor: Executor, conversationIds: string[]): Promise<Map<string, ReadMarks>> {
    return marksOf(await repo.membersOf(executor, conversationIds));
  }

  function marksOf(members: repo.MemberRow[]): Map<string, ReadMarks> {
    const marks = new Map<string, ReadMarks>();
    for (const member of members) {
      const conversationMarks = marks.get(member.conversationId) ?? new Map();
      conversationMarks.set(member.userId, member.lastReadAt);
      marks.set(member.conversationId, conversationMarks);
    }
    return marks;
  }

  async function entries(viewerId: string, rows: { member: repo.MemberRow; conversation: repo.ConversationRow }[]): Promise<ChatEntry[]> {
    const ids = rows.map((row) => row.conversation.id);
    const peerIds = rows.map((row) => row.member.peerId);
    const [parties, unread, last, members, notes] = await Promise.all([
      findParties(db, [viewerId, ...peerIds]),
      repo.unreadCounts(db, viewerId, ids),
      repo.lastMessages(db, ids),
      repo.membersOf(db, ids),
      repo.aliasesOf(db, viewerId, peerIds),
    ]);
    const marks = marksOf(members);
    const peerBlocked = new Set(members.filter((row) => row.userId !== viewerId && row.blockedAt).map((row) => row.conversationId));
    const users = await chatUsers([...parties.values()]);
    const viewer = parties.get(viewerId)!;
    return Promise.all(
      rows.map(async ({ member, conversation }) => {
        const other = users.get(member.peerId)!;
        const peer = parties.get(member.peerId)!;
        const access = await feeAccess(viewer, peer);
        // The fan's real chat-fee purchases, whichever of the pair is looking.
        const pair = viewer.role === 'USER' && peer.role === 'CREATOR' ? { fan: viewer, creator: peer } : viewer.role === 'CREATOR' && peer.role === 'USER' ? { fan: peer, creator: viewer } : null;
        const purchases = pair ? await chatFee.liveChatFeePurchases(pair.fan.id, pair.creator.id) : [];
        const lastRow = last.get(conversation.id);
        const note = notes.get(member.peerId);
        return {
          _id: conversation.id,
          converse_channel_id: chatRoom(conversation.id),
          initiator: users.get(conversation.initiatorId)!,
          target: conversation.initiatorId === viewerId ? other : users.get(viewerId)!,
          other,
          notes: note ? { [member.peerId]: note } : {},
          buyers: purchases.map((purchase) => ({
            buyer: pair!.fan.id,
            bought_at: purchase.boughtAt.toISOString(),
            expires_at: purchase.expiresAt?.toISOString() ?? null,
            service_id: purchase.serviceId,
          })),
          converse_consumable: access.required && access.availableMessages !== null ? [{ buyer: viewerId, available_message: access.availableMessages }] : [],
          chat_fee: mapChatFee(access),
          last_message: lastRow ? messageFor(viewerId, lastRow, marks.get(conversation.id) ?? new Map()) : null,
          unread_count: unread.get(conversation.id) ?? 0,
          muted: member.mutedAt !== null,
          archived: member.archivedAt !== null,
          blocked: member.blockedAt !== null,
          blocked_by_other: peerBlocked.has(conversation.id),
          createdAt: conversation.createdAt.toISOString(),
        };
      }),
    );
  }

  /** `/chat?user=`: the pair's conversation, started when none exists yet (which the target's 'Allow messages from' must permit). */
  async function open(viewerId: string, targetId: string): Promise<ChatEntry> {
    if (viewerId === targetId) throw new AppError('VALIDATION_FAILED', chatMessages.selfChat);
    const parties = await findParties(db, [viewerId, targetId]);
    const target = parties.get(targetId);
    if (!target) throw notFound(chatMessages.userNotFound);
    let conversation = await repo.findConversationOfPair(db, viewerId, targetId);
    if (!conversation) {
      assertVerified(parties.get(viewerId)!);
      await assertAllowedToWrite(db, { sender: parties.get(viewerId)!, recipient: target });
      // One transaction: a racing caller's insert waits for this commit, members included.
      conversation = (await run((unit) => repo.findOrCreateConversation(unit.tx, { initiatorId: viewerId, targetId }))).conversation;
    }
    return (await entries(viewerId, [await membership(db, conversation.id, viewerId)]))[0]!;
  }

  const list = async (viewerId: string, filter: { archived?: boolean; search?: string } = {}) =>
    entries(viewerId, await repo.listMemberships(db, viewerId, CONVERSATIONS_LIMIT, { archived: filter.archived ?? false, search: filter.search || undefined }));

  /** Mute, archive or block: the member's own settings of a conversation; blocking stops both from writing until it is lifted. */
  async function updateSettings(viewerId: string, conversationId: string, settings: { muted?: boolean; archived?: boolean; blocked?: boolean }): Promise<ChatEntry> {
    await membership(db, conversationId, viewerId);
    await repo.updateMemberSettings(db, { conversationId, userId: viewerId, ...settings });
    return conversation(viewerId, conversationId);
  }

  /** Deletes the caller's own plain message for both members; paid, request and system messages are never deleted. */
  async function deleteMessage(userId: string, messageId: string): Promise<ChatDeletedEvent> {
    const row = await repo.findMessage(db, messageId);
    const found = row && (await repo.findMembership(db, row.conversationId, userId));
    if (!row || !found) throw notFound(chatMessages.messageNotFound);
    if (!isEditableMessage(row)) throw forbidden(chatMessages.deleteLocked);
    if (row.senderId !== userId) throw forbidden(chatMessages.deleteOwnOnly);
    await repo.deleteMessage(db, messageId);
    const event: ChatDeletedEvent = { converse_id: row.conversationId, message_id: messageId };
    pushToConversation(found.conversation, chatEvents.messageDeleted, event);
    return event;
  }

  /** Toggles the caller's reaction on a message of their conversation (`meta.reactions`); both members see it live. */
  async function react(userId: string, messageId: string, emoji: string): Promise<ChatMessage> {
    const found = await repo.findMessage(db, messageId);
    const member = found && (await repo.findMembership(db, found.conversationId, userId));
    if (!found || !member) throw notFound(chatMessages.messageNotFound);
    const row = await run(async (unit) => {
      const locked = (await repo.lockMessage(unit.tx, messageId))!;
      const reactions = { ...(locked.meta.reactions ?? {}) };
      const chosen = reactions[emoji] ?? [];
      reactions[emoji] = chosen.includes(userId) ? chosen.filter((id) => id !== userId) : [...chosen, userId];
      if (!reactions[emoji].length) delete reactions[emoji];
      return (await repo.patchMeta(unit.tx, messageId, { reactions }))!;
    });
    const marks = (await readMarksOf(db, [row.conversationId])).get(row.conversationId)!;
    pushMessage(memberIdsOf(member.conversation), chatEvents.messageEdited, row, marks);
    return messageFor(userId, row, marks);
  }

  /** 'typing…': told to the other member of a conversation the caller is in. */
  async function typing(userId: string, conversationId: string): Promise<void> {
    const { member } = await membership(db, conversationId, userId);
    const event: ChatTypingEvent = { converse_id: conversationId, user_id: userId };
    hub.emitToUser(member.peerId, chatEvents.typing, event);
  }

  const conversation = async (viewerId: string, conversationId: string) => (await entries(viewerId, [await membership(db, conversationId, viewerId)]))[0]!;

  async function messagesPage(viewerId: string, conversationId: string, { cursor, limit }: { cursor?: string; limit: number }): Promise<Page<ChatMessage>> {
    await membership(db, conversationId, viewerId);
    const rows = await repo.pageOfMessages(db, conversationId, { before: cursor ? decodeCursor(cursor) : undefined, limit: limit + 1 });
    const marks = (await readMarksOf(db, [conversationId])).get(conversationId) ?? new Map();
    const items = rows.slice(0, limit);
    return { items: items.map((row) => messageFor(viewerId, row, marks)), next_cursor: rows.length > limit ? encodeCursor(items.at(-1)!) : null };
  }

  /** Sends arriving together read their memberships in one query; one group at a time, so sends reach the write in the order they came. */
  const readMembership = createGroupRunner({ runGroup: (asked: Array<{ conversationId: string; userId: string }>) => findMembershipsWithParties(db, asked), maxInFlight: 1, maxGroupSize: SEND_GROUP_SIZE });

  /**
   * Sends arriving together are written in one statement (group commit). One group at a time, and one
   * message of a conversation per group: a conversation's messages are written in the order they came.
   */
  const writeSentMessage = createGroupRunner({
    runGroup: (messages: repo.SentMessage[]) => repo.insertSentMessages(db, messages),
    maxInFlight: 1,
    maxGroupSize: SEND_GROUP_SIZE,
    keyOf: (message) => message.conversationId,
  });

  /**
   * Sends a message; a fan writing to a creator who asks a chat fee needs it granted, and a PerMessage
   * allowance is used in the same transaction. Round trips: the membership with both parties, their
   * blocks and whether the recipient asks a paid chat fee, the fan's chat-fee access only when one is
   * asked, then the write as one statement; the membership read and the write each serve every send
   * that arrives while the previous one runs (docs/decisions.md, *The chat send path*, *Chat sends in groups*).
   */
  async function send({ senderId, message }: SendOptions): Promise<ChatMessage> {
    const media = await pictures.ownPictures(senderId, message.media);
    if (!media) throw new AppError('VALIDATION_FAILED', chatMessages.mediaNotUploaded, { fields: { media: chatMessages.mediaNotUploaded } });
    const conversationId = message.channel_id;
    const found = await readMembership({ conversationId, userId: senderId });
    if (!found) throw notFound(chatMessages.conversationNotFound);
    const { sender, recipient, blockedBy, recipientAsksChatFee } = found;
    assertVerified(sender);
    // Checked before the write: nothing inside its transaction waits on the pool for another connection.
    await assertAllowedToWrite(db, { sender, recipient, conversationId, blockedBy });
    const access: ChatFeeAccess = recipientAsksChatFee ? await feeAccess(sender, recipient) : { required: false };
    if (access.required && !access.granted) throw new AppError('PAYMENT_REQUIRED', chatMessages.chatFeeRequired);
    const perMessage = access.required && access.availableMessages !== null;
    // A message paid from a PerMessage allowance is kept as sent: an edit would be a new message for free.
    const sent: repo.SentMessage = { conversationId, senderId, peerId: recipient.id, text: message.message_text, media, meta: message.meta ?? {}, kind: perMessage ? 'chat-fee-message' : 'text' };
    const { row, marks } = perMessage
      ? await run(async (unit) => {
          if (!(await chatFee.consumeChatMessage(unit.tx, sender.id, recipient.id))) throw new AppError('PAYMENT_REQUIRED', chatMessages.chatFeeUsedUp);
          return (await repo.insertSentMessages(unit.tx, [sent]))[0]!;
        })
      : // One statement is its own transaction: committed when it answers.
        await writeSentMessage(sent);
    try {
      pushMessage([sender.id, recipient.id], chatEvents.message, row, marks);
    } catch (error) {
      logger.error({ err: error }, 'chat push failed');
    }
    return messageFor(senderId, row, marks);
  }

  /** Edits a message, over HTTP and the socket alike: only a plain message (`isEditableMessage`), only by its sender. */
  async function edit(userId: string, messageId: string, text: string): Promise<ChatMessage> {
    const row = await repo.findMessage(db, messageId);
    if (!row) throw notFound(chatMessages.messageNotFound);
    const { conversation } = await membership(db, row.conversationId, userId).catch(() => {
      throw notFound(chatMessages.messageNotFound);
    });
    if (!isEditableMessage(row)) throw forbidden(chatMessages.messageLocked);
    if (row.senderId !== userId) throw forbidden(chatMessages.ownMessagesOnly);
    assertVerified((await findParties(db, [userId])).get(userId)!);
    const edited = await repo.editMessage(db, messageId, text);
    const marks = (await readMarksOf(db, [conversation.id])).get(conversation.id)!;
    pushMessage(memberIdsOf(conversation), chatEvents.messageEdited, edited, marks);
    return messageFor(userId, edited, marks);
  }

  /** Marks the conversation read up to a message of it; the other member sees the seen ticks. */
  async function markRead(userId: string, conversationId: string, messageId: string): Promise<ChatReadEvent> {
    const { conversation } = await membership(db, conversationId, userId);
    const message = await repo.findMessage(db, messageId);
    if (!message || message.conversationId !== conversationId) throw notFound(chatMessages.messageNotFound);
    const seenAt = await repo.markRead(db, { conversationId, userId, at: message.createdAt });
    const event: ChatReadEvent = { converse_id: conversationId, user_id: userId, message_id: messageId, seen_at: seenAt.toISOString() };
    pushToConversation(conversation, chatEvents.read, event);
    return event;
  }

  const unreadTotal = (userId: string) => repo.totalUnread(db, userId);

  /** Set Alias: a private note on another user, seen only by its owner. */
  async function setAlias(ownerId: string, targetId: string, { note }: Required<ChatAliasInput>): Promise<Record<string, string>> {
    if (ownerId === targetId) throw new AppError('VALIDATION_FAILED', chatMessages.selfChat);
    if (!(await findParties(db, [targetId])).has(targetId)) throw notFound(chatMessages.userNotFound);
    await repo.upsertAlias(db, { ownerId, targetId, note });
    return { [targetId]: note };
  }

  async function pins(viewerId: string, conversationId: string): Promise<PinnedMessage[]> {
    await membership(db, conversationId, viewerId);
    const rows = await repo.visiblePins(db, conversationId, viewerId);
    const [marks, parties] = await Promise.all([readMarksOf(db, [conversationId]), findParties(db, [...new Set(rows.map((row) => row.pin.pinnedById))])]);
    return rows.map(({ pin, message }) => mapPin(pin, messageFor(viewerId, message, marks.get(conversationId)!), parties.get(pin.pinnedById)?.displayName ?? ''));
  }

  /** Pins or unpins a message for oneself, or (creators only) for everyone in the chat; answers the pins the caller now sees, newest first. */
  async function pin(userId: string, input: { messageId: string; pin: boolean; pinId?: string; forAll: boolean }): Promise<PinnedMessage[]> {
    const message = await repo.findMessage(db, input.messageId);
    const found = message && (await repo.findMembership(db, message.conversationId, userId));
    if (!message || !found) throw notFound(chatMessages.messageNotFound);
    const isCreator = (await findParties(db, [userId])).get(userId)?.role === 'CREATOR';
    let forAll = input.forAll;
    if (input.pin) {
      if (forAll && !isCreator) throw forbidden(chatMessages.pinForAllCreatorsOnly);
      await repo.insertPin(db, { conversationId: message.conversationId, messageId: message.id, pinnedById: userId, pinnedForId: forAll ? null : userId });
    } else {
      const existing = await repo.findPin(db, input.pinId!);
      const visible = existing && existing.messageId === message.id && (existing.pinnedForId === null || existing.pinnedForId === userId);
      if (!visible) throw notFound(chatMessages.pinNotFound);
      forAll = existing.pinnedForId === null;
      if (forAll && !isCreator) throw forbidden(chatMessages.pinForAllCreatorsOnly);
      await repo.deletePin(db, existing.id);
    }
    const event = { converse_id: message.conversationId };
    if (forAll) pushToConversation(found.conversation, chatEvents.pins, event);
    else hub.emitToUser(userId, chatEvents.pins, event);
    return pins(userId, message.conversationId);
  }

  /**
   * A creator's auto-message to a fan whose channel subscription just settled, in the settling
   * transaction: the conversation is made if needed, and a subscription gets one welcome at most.
   */
  async function sendAutoMessage(unit: UnitOfWork, { fanId, creatorId, subscriptionId }: { fanId: string; creatorId: string; subscriptionId: string }): Promise<void> {
    const setting = (await findParties(unit.tx, [creatorId])).get(creatorId)?.autoMessage;
    if (!setting?.enabled || !setting.text.trim() || fanId === creatorId) return;
    const { conversation } = await repo.findOrCreateConversation(unit.tx, { initiatorId: creatorId, targetId: fanId });
    const row = await repo.insertMessage(unit.tx, {
      conversationId: conversation.id,
      senderId: creatorId,
      text: setting.text.trim(),
      meta: { is_auto_message: true },
      kind: 'auto-message',
      autoMessageSubscriptionId: subscriptionId,
    });
    if (!row) return;
    unit.afterCommit(() => pushMessage(memberIdsOf(conversation), chatEvents.message, row, new Map()));
  }

  /**
   * A message another domain posts in the caller's transaction (a service request, its counter offer,
   * an accepted call, paid media): the pair's conversation is made if needed, and the message is pushed
   * after commit. Its kind is never `text`, so neither member can edit it.
   */
  async function postInTransaction(unit: UnitOfWork, { senderId, recipientId, text = '', media = [], meta, kind }: PostOptions): Promise<ChatMessage> {
    const { conversation } = await repo.findOrCreateConversation(unit.tx, { initiatorId: senderId, targetId: recipientId });
    const row = (await repo.insertMessage(unit.tx, { conversationId: conversation.id, senderId, text, media, meta, kind }))!;
    await repo.markRead(unit.tx, { conversationId: conversation.id, userId: senderId, at: row.createdAt });
    const marks = (await readMarksOf(unit.tx, [conversation.id])).get(conversation.id)!;
    unit.afterCommit(() => pushMessage(memberIdsOf(conversation), chatEvents.message, row, marks));
    return messageFor(senderId, row, marks);
  }

  /** Merges `patch` into a message's meta in the caller's transaction; both members see the change live. */
  async function patchMetaInTransaction(unit: UnitOfWork, messageId: string, patch: Partial<MessageMeta>): Promise<void> {
    const row = await repo.patchMeta(unit.tx, messageId, patch);
    if (!row) return;
    const conversation = await repo.findConversation(unit.tx, row.conversationId);
    const marks = (await readMarksOf(unit.tx, [row.conversationId])).get(row.conversationId)!;
    unit.afterCommit(() => pushMessage(memberIdsOf(conversation!), chatEvents.messageEdited, row, marks));
  }

  /** The other member of a conversation the sender may write in now ('Allow messages from'); for domains that post with `postInTransaction`. */
  async function writableRecipient(senderId: string, conversationId: string): Promise<Party> {
    const { member, conversation } = await membership(db, conversationId, senderId);
    const parties = await findParties(db, [senderId, member.peerId]);
    const recipient = parties.get(member.peerId)!;
    await assertAllowedToWrite(db, { sender: parties.get(senderId)!, recipient, conversationId: conversation.id });
    return recipient;
  }

  /**
   * Whether `senderId` may write to `recipientId` now, unasked (a mass message): the recipient's ban and
   * 'Allow messages from', with a reply in their conversation counting as leave to write, as for any message.
   */
  async function mayWrite(senderId: string, recipientId: string): Promise<boolean> {
    const parties = await findParties(db, [senderId, recipientId]);
    const sender = parties.get(senderId);
    const recipient = parties.get(recipientId);
    if (!sender || !recipient || senderId === recipientId) return false;
    const conversation = await repo.findConversationOfPair(db, senderId, recipientId);
    return assertAllowedToWrite(db, { sender, recipient, conversationId: conversation?.id }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError) return false;
        throw error;
      },
    );
  }

  /** Whether `ownerId` sent the picture `ref` into their conversation with `viewerId`: the media route's rule for chat photos. */
  const sharesPicture = (viewerId: string, { ownerId, ref }: { ownerId: string; ref: string }) => repo.hasSentPicture(db, { senderId: ownerId, recipientId: viewerId, path: ref });

  /** Who should hear that a user came online or went away: their chat partners, unless they hide it. */
  async function presenceAudience(userId: string): Promise<string[]> {
    const party = (await findParties(db, [userId])).get(userId);
    return party?.showOnlineStatus ? repo.peersOf(db, userId) : [];
  }

  /** Who sent a message (moderation), undefined when it is gone. */
  const senderOf = async (messageId: string) => (await repo.findMessage(db, messageId))?.senderId;

  return {
    senderOf,
    open,
    list,
    updateSettings,
    deleteMessage,
    react,
    typing,
    conversation,
    messagesPage,
    send,
    edit,
    markRead,
    unreadTotal,
    setAlias,
    /** The owner's private alias notes on the given users (custom lists show them). */
    aliasesOf: (ownerId: string, targetIds: string[]) => repo.aliasesOf(db, ownerId, targetIds),
    pins,
    pin,
    sendAutoMessage,
    postInTransaction,
    patchMetaInTransaction,
    writableRecipient,
    mayWrite,
    /** The messages among `messageIds` their recipient has read (the seen ticks). */
    seenAmong: (messageIds: string[]) => repo.seenAmong(db, messageIds),
    presenceAudience,
    onlineOf,
    /** A user as the chat sees them (role, standing), or undefined. */
    partyOf: async (userId: string) => (await findParties(db, [userId])).get(userId),
    /** The verification gate on a writer ('chat'), for domains that post for a user with `postInTransaction`. */
    assertMayChat: assertVerified,
    sharesPicture,
    isMember: (userId: string, conversationId: string) => repo.isMember(db, conversationId, userId),
  };
}
export type ChatService = ReturnType<typeof createChatService>;
