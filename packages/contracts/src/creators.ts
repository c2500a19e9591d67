import { z } from 'zod';
import { postSchema, storySchema } from './posts.ts';

export const creatorCardSchema = z.object({
  _id: z.string(),
  username: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  background: z.string().nullable(),
  bio: z.string(),
  /** The creator's own web links (http(s), at most 5). */
  links: z.array(z.string()),
  channel: z.object({ name: z.string(), username: z.string() }).nullable(),
  post_count: z.number().int(),
});
export type CreatorCard = z.infer<typeof creatorCardSchema>;

/** Badge names shown beside a creator (the plans domain adds its own; VerifiedUser/VerifiedCreator come from verification). */
export const badgeSchema = z.string();

export const creatorCountsSchema = z.object({
  posts: z.number().int(),
  /** Live stories only. */
  stories: z.number().int(),
  /** Likes on all of the creator's posts. */
  likes: z.number().int(),
  /** Live subscriptions to the creator's channels; null for anyone but the creator (a private figure). */
  subscribers: z.number().int().nullable(),
});
export type CreatorCounts = z.infer<typeof creatorCountsSchema>;

export const creatorChannelSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  subscription_type: z.enum(['FREE', 'PAID']),
  hashtags: z.array(z.string()),
});
export type CreatorChannelSummary = z.infer<typeof creatorChannelSummarySchema>;

/**
 * `GET /api/creators/:username`: the creator page. `posts` is the first page (lock state for the viewer),
 * more with `GET /api/creators/:username/posts?cursor=next_cursor`; `stories` are the live ones.
 */
export const creatorProfileSchema = creatorCardSchema.extend({
  badges: z.array(badgeSchema),
  counts: creatorCountsSchema,
  channels: z.array(creatorChannelSummarySchema),
  stories: z.array(storySchema),
  posts: z.array(postSchema),
  next_cursor: z.string().nullable(),
  /** Set when the creator's privacy setting hides their posts and stories from this viewer. */
  content_restricted: z.enum(['subscribers', 'private']).nullable(),
  /** The kinks the creator chose at profile completion (a fan's stay private). */
  kinks: z.array(z.string()),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

export const creatorUsernameParamsSchema = z.strictObject({ username: z.string().min(1).max(40) });
