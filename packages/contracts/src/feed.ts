import { z } from 'zod';
import { creatorCardSchema } from './creators.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, pageSchema, postSchema, storySchema } from './posts.ts';

/**
 * `GET /api/feed?cursor&limit`: a signed-in fan with live subscriptions gets their channels' creators'
 * posts (`source: 'subscriptions'`); guests and fans without one get everyone's free posts
 * (`source: 'discover'`) and the web shows the suggested creators beside them. Newest first.
 */
export const feedPageSchema = pageSchema(postSchema).extend({ source: z.enum(['subscriptions', 'discover']) });
export type FeedPage = z.infer<typeof feedPageSchema>;

/** `GET /api/feed/stories`: live stories (24 hours) grouped by creator, the subscribed ones first. */
export const storyGroupSchema = z.object({ author: storySchema.shape.author, stories: z.array(storySchema) });
export type StoryGroup = z.infer<typeof storyGroupSchema>;

/** `GET /api/feed/suggested-creators?limit`: creators the viewer does not subscribe to, most posts first. */
export const suggestedCreatorsQuerySchema = z.strictObject({ limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(12) });

export const searchMessages = { tooShort: 'Type at least 2 characters' } as const;

/** `GET /api/search/creators?q&cursor&limit`: by display name or username (prefix or part), or `#tag` of a channel. */
export const searchCreatorsQuerySchema = z.strictObject({
  q: z.string().trim().min(2, searchMessages.tooShort).max(60),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export const creatorPageSchema = pageSchema(creatorCardSchema);
export type CreatorPage = z.infer<typeof creatorPageSchema>;

/** `GET /api/search/hashtags?q`: tags of posts and channels starting with q (a leading # is ignored). */
export const searchHashtagsQuerySchema = z.strictObject({ q: z.string().trim().min(1, searchMessages.tooShort).max(51) });
export const hashtagSchema = z.object({ tag: z.string(), post_count: z.number().int(), channel_count: z.number().int() });
export type Hashtag = z.infer<typeof hashtagSchema>;

/** `GET /api/search/posts?tag&cursor&limit`: posts carrying a hashtag (without #), newest first, with lock states. */
export const searchPostsQuerySchema = z.strictObject({
  tag: z.string().trim().min(1).max(51),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
