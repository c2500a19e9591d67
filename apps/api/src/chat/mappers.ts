import type { ChatFeeState, ChatMessage, ChatUser, PinnedMessage } from '@velvet/contracts';
import type { ChatFeeAccess } from './chat-fee-port.ts';
import type { Party } from './parties.ts';
import type { MessageRow, PinRow } from './repo.ts';

/** How far each member of a conversation has read: user id to their read mark. */
export type ReadMarks = Map<string, Date | null>;

export function mapMessage(row: MessageRow, readMarks: ReadMarks): ChatMessage {
  const receipts = [...readMarks.entries()]
    .filter(([userId, readAt]) => userId !== row.senderId && readAt !== null && readAt >= row.createdAt)
    .map(([userId, readAt]) => ({ user_id: userId, seen_at: readAt!.toISOString() }));
  return {
    _id: row.id,
    message_id: row.id,
    messageId: row.id,
    converse_id: row.conversationId,
    sender_id: row.senderId,
    message_text: row.text,
    media: row.media,
    meta: row.meta,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    receipts,
    seen_count: receipts.length,
  };
}

/** VerifiedUser for a verified email, VerifiedCreator for accepted KYC, then the platform plans' badges. */
export const badgesOf = (party: Party, planBadges: string[]) => [
  ...(party.emailVerified ? ['VerifiedUser'] : []),
  ...(party.kycStatus === 'verified' ? ['VerifiedCreator'] : []),
  ...planBadges,
];

/** A party as the chat shows them; `online` is withheld (null) when they hide it. */
export const mapChatUser = (party: Party, { badges, online }: { badges: string[]; online: boolean }): ChatUser => ({
  _id: party.id,
  username: party.username,
  display_name: party.displayName,
  avatar: party.avatar,
  badges,
  role: party.role,
  online: party.showOnlineStatus ? online : null,
});

export const mapChatFee = (access: ChatFeeAccess): ChatFeeState =>
  access.required
    ? { granted: access.granted, expires_at: access.expiresAt?.toISOString() ?? null, available_messages: access.availableMessages, service_ids: access.serviceIds }
    : null;

export const mapPin = (pin: PinRow, message: ChatMessage, pinnedByName: string): PinnedMessage => ({
  _id: pin.id,
  channelId: pin.conversationId,
  messageId: pin.messageId,
  pinnedById: pin.pinnedById,
  pinnedByName,
  pinnedForId: pin.pinnedForId,
  message,
  createdAt: pin.createdAt.toISOString(),
  updatedAt: pin.updatedAt.toISOString(),
});
