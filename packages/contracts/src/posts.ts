import { z } from 'zod';
import { dollarsSchema } from './money.ts';
import { paymentModeSchema, requireCardForCardMode } from './payment-method.ts';

/** Posts, stories, locked media, likes and comments. The spec is silent on their texts: these are ours. */
export const postMessages = {
  empty: 'Write something or add a photo or video',
  textTooLong: 'A post can be at most 5000 characters',
  captionTooLong: 'A caption can be at most 500 characters',
  tooManyMedia: 'A post can have at most 10 photos or videos',
  mediaRequired: 'Add a photo or video to your story',
  mediaNotFound: 'This upload was not found or is already used',
  channelRequired: 'Choose the channel whose subscribers see this post',
  channelNotYours: 'Choose one of your own channels',
  listRequired: 'Choose the list whose fans see this post',
  listNotYours: 'Choose one of your own lists',
  priceRequired: 'Price is required',
  priceMinimum: 'Price should not be less than 0.99',
  priceMaximum: 'Price should not exceed 500',
  priceOnlyForPaid: 'Only a paid post has a price',
  collaboratorsTooMany: 'At most 5 collaborators',
  collaboratorPercent: 'A collaborator gets between 1 and 90 percent',
  collaboratorsTotal: 'Collaborators together get at most 90 percent',
  collaboratorDuplicate: 'Each collaborator once',
  collaboratorNotCreator: 'Collaborators must be creators',
  collaboratorSelf: 'You cannot add yourself as a collaborator',
  collabRequestNotFound: 'Collab request not found',
  collabRequestAnswered: 'This collab request was already answered',
  collabRequestAnswerRequired: 'Choose accept or decline',
  collabAccepted: 'Collab request accepted',
  collabDeclined: 'Collab request declined',
  onlyCreators: 'Only creators can publish',
  postNotFound: 'Post not found',
  storyNotFound: 'Story not found',
  mediaUnavailable: 'Media not available',
  mediaTooLarge: 'The file is too large (max 200 MB for a video, 20 MB for a photo).',
  mediaMissing: 'Choose a photo or video to upload.',
  unsupportedMedia: 'Unsupported Format',
  alreadyUnlocked: 'You have already unlocked this',
  unlockInProgress: 'Your payment for this is already in progress.',
  notForSale: 'This is not for sale',
  ownContent: 'You cannot buy your own content',
  unlocked: 'Unlocked!',
  commentRequired: 'Write a comment',
  commentTooLong: 'A comment can be at most 1000 characters',
  commentNotFound: 'Comment not found',
  commentNotYours: 'You can delete only your own comments or comments on your posts',
  tipRefNotFound: 'The tipped post or story was not found for this creator',
  published: 'Posted!',
  storyPublished: 'Story posted!',
  deleted: 'Deleted',
} as const;

export const POST_TEXT_MAX = 5000;
export const STORY_CAPTION_MAX = 500;
export const POST_MEDIA_MAX = 10;
export const COMMENT_MAX = 1000;
export const POST_PRICE_MIN_DOLLARS = 0.99;
export const POST_PRICE_MAX_DOLLARS = 500;
export const COLLABORATORS_MAX = 5;

/** A collaborator is invited (PENDING) and answers; only an ACCEPTED collaborator shares in the post's sales. */
export const collabRequestStatuses = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export const collabRequestStatusSchema = z.enum(collabRequestStatuses);
export type CollabRequestStatus = z.infer<typeof collabRequestStatusSchema>;

/** The invited creator's answer. */
export const collabRequestAnswerSchema = z.strictObject({
  status: z.enum(['ACCEPTED', 'DECLINED'], { error: postMessages.collabRequestAnswerRequired }),
});
export type CollabRequestAnswer = z.infer<typeof collabRequestAnswerSchema>;
export const COLLABORATORS_TOTAL_PERCENT_MAX = 90;
export const POST_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const POST_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const STORY_LIFETIME_HOURS = 24;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;
export const postMediaExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'mp4', 'mov', 'webm'] as const;
export const postMediaMimeTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'video/quicktime', 'video/webm'] as const;

/**
 * Who sees a post: everyone, the subscribers of one of the creator's channels, whoever paid its price,
 * or only the fans on one of the creator's custom lists (to anyone else a `list` post does not exist).
 */
export const postVisibilities = ['free', 'subscribers', 'paid', 'list'] as const;
export const postVisibilitySchema = z.enum(postVisibilities);
export type PostVisibility = z.infer<typeof postVisibilitySchema>;

/** `audio` is a chat voice message (chat-media.ts), never a post's or story's. */
export const mediaTypes = ['image', 'video', 'audio'] as const;
export type MediaType = (typeof mediaTypes)[number];

/** `#tag` in a post's text: letters and digits (any script) and underscores, kept lowercase, as channels keep theirs. */
export const HASHTAG_PATTERN = /#([\p{L}\p{N}_]{1,50})/gu;
export const parseHashtags = (text: string): string[] => [...new Set([...text.matchAll(HASHTAG_PATTERN)].map((match) => match[1]!.toLowerCase()))].slice(0, 30);

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
export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next_cursor: z.string().nullable() });
export type Page<T> = { items: T[]; next_cursor: string | null };

export const idParamsSchema = z.strictObject({ id: z.uuid() });
/** `PATCH post/{id}/collab-request/{requestId}`. */
export const collabRequestParamsSchema = z.strictObject({ id: z.uuid(), requestId: z.uuid() });
export const commentParamsSchema = z.strictObject({ id: z.uuid(), commentId: z.uuid() });

/** A user as a post shows them. */
export const postAuthorSchema = z.object({
  _id: z.string(),
  username: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

/**
 * One photo or video of a post or story. For a viewer entitled to it, `url` (and a video's `poster_url`)
 * are signed, expiring links to `GET /api/media/:id`; for anyone else both are null and only the
 * public, blurred `preview_url` is given. `preview_url` is null for a free item.
 */
export const mediaItemSchema = z.object({
  _id: z.string(),
  type: z.enum(mediaTypes),
  width: z.number().int(),
  height: z.number().int(),
  /** Seconds, for a video. */
  duration: z.number().nullable(),
  url: z.string().nullable(),
  poster_url: z.string().nullable(),
  preview_url: z.string().nullable(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/**
 * `POST` sets the HttpOnly cookie that tells `GET /api/media/:id` who opens a link (images send no bearer
 * token); `DELETE` removes it. The web keeps it in step with the session.
 */
export const MEDIA_VIEWER_PATH = '/api/media/viewer';

/** `POST /api/posts/media` answers the uploaded item, not yet part of a post (its own uploader sees it). */
export const uploadedMediaSchema = mediaItemSchema;

/** Why the viewer does not see a post's media: it is for a channel's subscribers, or it has a price. */
export const lockSchema = z
  .object({
    reason: z.enum(['subscribers', 'paid']),
    /** The channel to subscribe to, for `subscribers`. */
    channel: z.object({ _id: z.string(), name: z.string(), username: z.string() }).nullable(),
    /** Dollars, for `paid`. */
    price: z.number().nullable(),
  })
  .nullable();
export type Lock = z.infer<typeof lockSchema>;

export const postSchema = z.object({
  _id: z.string(),
  author: postAuthorSchema,
  text: z.string(),
  hashtags: z.array(z.string()),
  visibility: postVisibilitySchema,
  channel: z.object({ _id: z.string(), name: z.string(), username: z.string() }).nullable(),
  /** The custom list a `list` post is for: shown to its creator only (a fan never learns the list's name). */
  list: z.object({ _id: z.string(), title: z.string() }).nullable(),
  /** Dollars, for a paid post. */
  price: z.number().nullable(),
  /** Invited creators and their answer; a share applies only once ACCEPTED. */
  collaborators: z.array(z.object({ _id: z.string(), username: z.string(), percent: z.number(), status: collabRequestStatusSchema })),
  media: z.array(mediaItemSchema),
  /** null when the viewer sees everything (free, owner, collaborator, subscriber, unlocked). */
  lock: lockSchema,
  /** The viewer bought this post. */
  unlocked: z.boolean(),
  is_owner: z.boolean(),
  liked: z.boolean(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  created_at: z.string(),
});
export type Post = z.infer<typeof postSchema>;
export const postPageSchema = pageSchema(postSchema);
export type PostPage = z.infer<typeof postPageSchema>;

export const storySchema = z.object({
  _id: z.string(),
  author: postAuthorSchema,
  text: z.string(),
  media: mediaItemSchema,
  price: z.number().nullable(),
  lock: lockSchema,
  unlocked: z.boolean(),
  is_owner: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Story = z.infer<typeof storySchema>;

export const likeStateSchema = z.object({ liked: z.boolean(), like_count: z.number().int() });
export type LikeState = z.infer<typeof likeStateSchema>;

export const commentSchema = z.object({
  _id: z.string(),
  post_id: z.string(),
  author: postAuthorSchema,
  text: z.string(),
  /** The viewer wrote it or owns the post. */
  can_delete: z.boolean(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentPageSchema = pageSchema(commentSchema);

/** An invitation to share in a post, as the invited creator sees it. */
export const collabRequestSchema = z.object({
  _id: z.string(),
  status: collabRequestStatusSchema,
  percent: z.number(),
  post: z.object({ _id: z.string(), text: z.string(), visibility: postVisibilitySchema, price: z.number().nullable() }),
  author: postAuthorSchema,
});
export type CollabRequest = z.infer<typeof collabRequestSchema>;
