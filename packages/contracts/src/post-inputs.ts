import { z } from 'zod';
import { dollarsSchema } from './money.ts';
import { paymentModeSchema, requireCardForCardMode } from './payment-method.ts';
import {
  COLLABORATORS_MAX,
  COLLABORATORS_TOTAL_PERCENT_MAX,
  COMMENT_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  POST_MEDIA_MAX,
  POST_PRICE_MAX_DOLLARS,
  POST_PRICE_MIN_DOLLARS,
  POST_TEXT_MAX,
  STORY_CAPTION_MAX,
  postVisibilitySchema,
} from './posts.ts';
import { postMessages } from './post-messages.ts';

// What clients send about posts, stories and comments. Apart from posts.ts (the answers' shapes), so a page
// that only reads posts does not carry the input rules and their money and payment imports.

/** The invited creator's answer. */
export const collabRequestAnswerSchema = z.strictObject({
  status: z.enum(['ACCEPTED', 'DECLINED'], { error: postMessages.collabRequestAnswerRequired }),
});
export type CollabRequestAnswer = z.infer<typeof collabRequestAnswerSchema>;

export const postPriceSchema = dollarsSchema({ required: postMessages.priceRequired })
  .refine((price) => price >= POST_PRICE_MIN_DOLLARS, postMessages.priceMinimum)
  .refine((price) => price <= POST_PRICE_MAX_DOLLARS, postMessages.priceMaximum);

export const collaboratorInputSchema = z.strictObject({
  user_id: z.uuid(),
  percent: z.number({ error: postMessages.collaboratorPercent }).int(postMessages.collaboratorPercent).min(1, postMessages.collaboratorPercent).max(90, postMessages.collaboratorPercent),
});

/**
 * `POST /api/posts`: media are uploaded first (`POST /api/posts/media`, one file each) and named here
 * by id, or picked from the creator's vault (`vault_media_ids`, each used as a fresh copy), after the uploads.
 * `channel_id` is required for `subscribers`, `list_id` for `list`, `price` (dollars) for `paid` and only there.
 */
export const createPostSchema = z
  .strictObject({
    text: z.string().trim().max(POST_TEXT_MAX, postMessages.textTooLong).default(''),
    media_ids: z.array(z.uuid()).max(POST_MEDIA_MAX, postMessages.tooManyMedia).default([]),
    vault_media_ids: z.array(z.uuid()).max(POST_MEDIA_MAX, postMessages.tooManyMedia).default([]),
    visibility: postVisibilitySchema.default('free'),
    channel_id: z.uuid().optional(),
    list_id: z.uuid().optional(),
    price: postPriceSchema.optional(),
    collaborators: z.array(collaboratorInputSchema).max(COLLABORATORS_MAX, postMessages.collaboratorsTooMany).default([]),
  })
  .superRefine((post, context) => {
    if (!post.text && post.media_ids.length === 0 && post.vault_media_ids.length === 0) context.addIssue({ code: 'custom', path: ['text'], message: postMessages.empty });
    if (post.media_ids.length + new Set(post.vault_media_ids).size > POST_MEDIA_MAX) context.addIssue({ code: 'custom', path: ['vault_media_ids'], message: postMessages.tooManyMedia });
    if (post.visibility === 'subscribers' && !post.channel_id) context.addIssue({ code: 'custom', path: ['channel_id'], message: postMessages.channelRequired });
    if (post.visibility === 'list' && !post.list_id) context.addIssue({ code: 'custom', path: ['list_id'], message: postMessages.listRequired });
    if (post.visibility === 'paid' && post.price === undefined) context.addIssue({ code: 'custom', path: ['price'], message: postMessages.priceRequired });
    if (post.visibility !== 'paid' && post.price !== undefined) context.addIssue({ code: 'custom', path: ['price'], message: postMessages.priceOnlyForPaid });
    const ids = post.collaborators.map((collaborator) => collaborator.user_id);
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', path: ['collaborators'], message: postMessages.collaboratorDuplicate });
    if (post.collaborators.reduce((sum, collaborator) => sum + collaborator.percent, 0) > COLLABORATORS_TOTAL_PERCENT_MAX) {
      context.addIssue({ code: 'custom', path: ['collaborators'], message: postMessages.collaboratorsTotal });
    }
  });
export type CreatePostInput = z.input<typeof createPostSchema>;

/** `POST /api/stories`: one uploaded photo or video, an optional caption and an optional pay-to-view price. */
export const createStorySchema = z.strictObject({
  media_id: z.uuid({ error: postMessages.mediaRequired }),
  text: z.string().trim().max(STORY_CAPTION_MAX, postMessages.captionTooLong).default(''),
  price: postPriceSchema.optional(),
});
export type CreateStoryInput = z.input<typeof createStorySchema>;

/** `POST /api/posts/:id/unlock` and `POST /api/stories/:id/unlock` (Idempotency-Key header; gate 'purchase'). */
export const unlockSchema = z
  .strictObject({ payment_mode: paymentModeSchema, tokenised_card_id: z.uuid().optional() })
  .superRefine(requireCardForCardMode);
export type UnlockInput = z.input<typeof unlockSchema>;

/** The v2 variant of buy-post (the skrill flag): no payment fields, the hosted wallet's page is the payment. */
export const unlockV2Schema = z.strictObject({});

export const createCommentSchema = z.strictObject({
  text: z.string({ error: postMessages.commentRequired }).trim().min(1, postMessages.commentRequired).max(COMMENT_MAX, postMessages.commentTooLong),
});
export type CreateCommentInput = z.input<typeof createCommentSchema>;

/** Keyset pages: `cursor` is the previous page's `next_cursor`, opaque to clients. */
export const pageQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

export const idParamsSchema = z.strictObject({ id: z.uuid() });
/** `PATCH post/{id}/collab-request/{requestId}`. */
export const collabRequestParamsSchema = z.strictObject({ id: z.uuid(), requestId: z.uuid() });
export const commentParamsSchema = z.strictObject({ id: z.uuid(), commentId: z.uuid() });
