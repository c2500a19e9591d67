import { chatMediaSendSchema, formatUsd, type ChatMediaView, type MessageMeta } from '@velvet/contracts';
import { z } from 'zod';

/** 'Unlock for $X' over a locked paid message. */
export const unlockLabel = (fee: number) => `Unlock for ${formatUsd(fee)}`;

/** The paid media (or voice message) a chat message carries, read from its meta; null for an ordinary message. */
export function paidMediaOf(meta: MessageMeta): { id: string; fee: number; unlocked: boolean } | null {
  if (!meta.chat_media_id || meta.media_fee === undefined) return null;
  return { id: meta.chat_media_id, fee: meta.media_fee, unlocked: meta.is_unlocked === true };
}

/** The 'Purchase chat media' payload for a paid message. */
export const purchasePayload = (view: ChatMediaView, paymentMode: 'wallet' | 'iDEAL') => ({
  chat_media_id: view._id,
  payment_mode: paymentMode,
  seller_id: view.seller_id,
  converse_id: view.converse_id,
  converse_message_id: view.converse_message_id,
  creation_time: view.createdAt,
});

/** The send-paid-media form: the server's schema, the fee typed as text in the number field until it parses. */
export const paidMediaFormSchema = chatMediaSendSchema.extend({
  media_fee: z.union([z.number(), z.literal('')]).pipe(chatMediaSendSchema.shape.media_fee),
});
export type PaidMediaFormInput = z.input<typeof paidMediaFormSchema>;
