import { z } from 'zod';
import { CHAT_MESSAGE_MAX, chatMessages } from './chat.ts';
import { CHAT_PAID_MEDIA_MAX, chatMediaMessages, mediaFeeSchema } from './chat-media.ts';

/** Mass messages: one message from a creator to many fans (docs/mass-messages.md). Our words where the spec is silent. */
export const massMessageMessages = {
  queued: 'Mass message queued',
  textOrMediaRequired: 'Write a message or add a photo',
  feeWithoutMedia: 'An unlock fee needs at least one photo',
  audienceIdRequired: 'Choose the channel, collab or list',
  listNotFound: 'List not found',
  photosOnly: 'Mass messages can carry photos only',
  noRecipients: 'Nobody in this audience can receive your message',
} as const;

export const massAudienceTypes = ['all', 'channel', 'collab', 'list'] as const;

/** Who gets it: all fans, the live subscribers of one of the creator's channels or collabs, or one of their custom lists. */
export const massAudienceSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('all') }),
  z.strictObject({ type: z.enum(['channel', 'collab', 'list']), id: z.uuid(massMessageMessages.audienceIdRequired) }),
]);
export type MassAudience = z.infer<typeof massAudienceSchema>;

/** A mass message: free text, or (with `media_fee`) 1–10 photos of the creator's vault behind an unlock fee. */
export const massMessageSendSchema = z
  .strictObject({
    audience: massAudienceSchema,
    message_text: z.string().trim().max(CHAT_MESSAGE_MAX, chatMessages.messageTooLong).default(''),
    vault_media_ids: z.array(z.uuid()).max(CHAT_PAID_MEDIA_MAX, chatMediaMessages.tooManyMedia).default([]),
    media_fee: mediaFeeSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.vault_media_ids.length && value.media_fee === undefined) context.addIssue({ code: 'custom', path: ['media_fee'], message: chatMediaMessages.feeRequired });
    if (!value.vault_media_ids.length && value.media_fee !== undefined) context.addIssue({ code: 'custom', path: ['vault_media_ids'], message: massMessageMessages.feeWithoutMedia });
    if (!value.vault_media_ids.length && !value.message_text) context.addIssue({ code: 'custom', path: ['message_text'], message: massMessageMessages.textOrMediaRequired });
  });
export type MassMessageSendInput = z.input<typeof massMessageSendSchema>;

/** One mass message with its delivery and sales so far; `income` is the unlock fees paid, in dollars. */
export const massMessageSchema = z.object({
  _id: z.string(),
  audience: massAudienceSchema,
  message_text: z.string(),
  media_fee: z.number().nullable(),
  media_count: z.number().int(),
  status: z.enum(['sending', 'sent']),
  recipients: z.number().int(),
  sent: z.number().int(),
  skipped: z.number().int(),
  seen: z.number().int(),
  unlocked: z.number().int(),
  income: z.number(),
  created_at: z.string(),
});
export type MassMessage = z.infer<typeof massMessageSchema>;
