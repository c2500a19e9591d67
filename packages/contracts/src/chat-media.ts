import { z } from 'zod';
import { CHAT_MESSAGE_MAX, chatMessages } from './chat.ts';
import { dollarsSchema } from './money.ts';
import { mediaItemSchema } from './posts.ts';
import { paymentMessages } from './payment-method.ts';
import { SERVICE_PRICE_MAX, SERVICE_PRICE_MIN, serviceMessages } from './services.ts';

/** Paid chat media: photos a creator sends in chat behind an unlock fee (docs/chat-media.md). */
export const chatMediaMessages = {
  feeRequired: 'Unlock fee is required',
  mediaRequired: 'Add at least one photo',
  tooManyMedia: 'A message can have at most 10 photos',
  mediaNotYours: 'Photos must be your own unused uploads',
  creatorsOnly: 'Only creators can send paid media',
  notFound: 'Chat media not found',
  walletAndIdealOnly: 'Chat media purchase: wallet and iDEAL only',
  ownMedia: 'You cannot buy your own media',
  free: 'This media is free',
  alreadyUnlocked: 'You have already unlocked this media',
  unlockInProgress: 'A purchase of this media is already in progress',
  mismatch: 'This purchase does not match the message',
  sent: 'Media sent successfully',
  audioSent: 'Audio sent successfully',
  alreadyRecording: 'You already have an audio.',
  audioMissing: 'Record a voice message first',
  audioUnsupported: 'Voice messages must be WebM or Ogg audio',
  audioTooLarge: 'A voice message can be at most 10 MB',
  unlocked: 'Media unlocked successfully',
  fanAudioFree: 'Only creators can put an unlock fee on a voice message',
} as const;

export const CHAT_PAID_MEDIA_MAX = 10;

/** The unlock fee in dollars: the same bounds as other prices ($5 to $50,000). */
export const mediaFeeSchema = dollarsSchema({ required: chatMediaMessages.feeRequired })
  .refine((value) => value >= SERVICE_PRICE_MIN, serviceMessages.priceMinimum)
  .refine((value) => value <= SERVICE_PRICE_MAX, serviceMessages.priceMaximum);

/** A creator's paid message: photos uploaded through `POST /api/posts/media`, shown blurred until bought. */
export const chatMediaSendSchema = z.strictObject({
  channel_id: z.uuid(),
  message_text: z.string().trim().max(CHAT_MESSAGE_MAX, chatMessages.messageTooLong).default(''),
  media_ids: z.array(z.uuid()).min(1, chatMediaMessages.mediaRequired).max(CHAT_PAID_MEDIA_MAX, chatMediaMessages.tooManyMedia),
  media_fee: mediaFeeSchema,
});
export type ChatMediaSendInput = z.input<typeof chatMediaSendSchema>;

/** A voice message is at most this large (about ten minutes of Opus). */
export const CHAT_AUDIO_MAX_BYTES = 10 * 1024 * 1024;

/** 'Record a voice message': the conversation and, for a paid one, the unlock fee (minimum $5); sent as the query of the audio upload. */
export const chatAudioSendSchema = z.strictObject({
  channel_id: z.uuid(),
  media_fee: z.coerce.number().pipe(mediaFeeSchema).optional(),
});
export type ChatAudioSendInput = z.input<typeof chatAudioSendSchema>;

/** 'Purchase chat media' payload; the server checks every id against the message, and takes wallet or iDEAL only. */
export const chatMediaPurchaseSchema = z.strictObject({
  chat_media_id: z.uuid(),
  payment_mode: z.enum(['wallet', 'iDEAL'], { error: (issue) => (issue.input === undefined ? paymentMessages.paymentTypeRequired : chatMediaMessages.walletAndIdealOnly) }),
  seller_id: z.uuid(),
  converse_id: z.uuid(),
  converse_message_id: z.uuid(),
  creation_time: z.string().max(40).optional(),
});
export type ChatMediaPurchaseInput = z.input<typeof chatMediaPurchaseSchema>;

/** One paid message's media as its viewer may see it: signed links for the seller and the buyer, blurred previews otherwise. */
export const chatMediaViewSchema = z.object({
  _id: z.uuid(),
  seller_id: z.uuid(),
  converse_id: z.uuid(),
  converse_message_id: z.uuid(),
  media_fee: z.number(),
  is_audio: z.boolean(),
  is_unlocked: z.boolean(),
  media: z.array(mediaItemSchema),
  createdAt: z.string(),
});
export type ChatMediaView = z.infer<typeof chatMediaViewSchema>;

export const purchasedMediaQuerySchema = z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const purchasedMediaPageSchema = z.object({ items: z.array(chatMediaViewSchema), page: z.number(), has_more: z.boolean() });
export type PurchasedMediaPage = z.infer<typeof purchasedMediaPageSchema>;
