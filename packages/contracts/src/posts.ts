import { z } from 'zod';

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

/** A keyset page: its `next_cursor` is the `cursor` (pageQuerySchema, post-inputs.ts) of the next one. */
export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next_cursor: z.string().nullable() });
export type Page<T> = { items: T[]; next_cursor: string | null };

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
