import { z } from 'zod';

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
