import type { CreatorCard, FeedPage, Hashtag, Page, Post, StoryGroup } from '@velvet/contracts';
import type { CreatorsService } from '../creators/service.ts';
import type { Database } from '../platform/db/client.ts';
import type { PostsService } from '../posts/service.ts';
import type { StoriesService } from '../stories/service.ts';
import * as repo from './repo.ts';

type PageOptions = { cursor?: string; limit: number };
const HASHTAGS_LIMIT = 20;

/**
 * The home feed, stories bar, suggestions and search. A page costs two queries: the viewer's
 * entitlements (subscriptions/access.ts) and the page itself (posts/repo.ts `pageOfPosts`).
 */
export function createFeedService({ db, posts, stories, creators }: { db: Database; posts: PostsService; stories: StoriesService; creators: CreatorsService }) {
  async function home(viewerId: string | null, page: PageOptions): Promise<FeedPage> {
    const viewer = await posts.viewerOf(viewerId);
    // Posts for the lists the viewer is on join either feed: their creator addressed them to this fan.
    const { listIds } = viewer;
    if (viewer.channelIds.size === 0) return { ...(await posts.page(viewer, { kind: 'free', listIds }, page)), source: 'discover' };
    return { ...(await posts.page(viewer, { kind: 'creators-of-channels', channelIds: [...viewer.channelIds], listIds }, page)), source: 'subscriptions' };
  }

  /** Live stories grouped by creator: the subscribed creators' for a subscriber, everyone's otherwise. */
  async function storyGroups(viewerId: string | null): Promise<StoryGroup[]> {
    const viewer = await posts.viewerOf(viewerId);
    const creatorIds = viewer.channelIds.size ? await repo.creatorsOfChannels(db, [...viewer.channelIds]) : null;
    const groups = new Map<string, StoryGroup>();
    for (const story of await stories.live(viewerId, creatorIds)) {
      const group = groups.get(story.author._id) ?? { author: story.author, stories: [] };
      group.stories.push(story);
      groups.set(story.author._id, group);
    }
    return [...groups.values()];
  }

  /** Creators the viewer does not subscribe to yet (nor is). */
  async function suggestedCreators(viewerId: string | null, limit: number): Promise<CreatorCard[]> {
    const viewer = await posts.viewerOf(viewerId);
    const subscribed = await repo.creatorsOfChannels(db, [...viewer.channelIds]);
    return creators.suggested([...subscribed, ...(viewerId ? [viewerId] : [])], limit);
  }

  const searchCreators = (q: string, page: PageOptions): Promise<Page<CreatorCard>> => creators.search(q, page);

  async function searchHashtags(q: string): Promise<Hashtag[]> {
    const prefix = q.replace(/^#/, '').toLowerCase();
    const [postTags, channelTags] = await Promise.all([posts.hashtagsStartingWith(prefix, HASHTAGS_LIMIT), creators.channelHashtagsStartingWith(prefix, HASHTAGS_LIMIT)]);
    const byTag = new Map<string, Hashtag>();
    for (const { tag, count } of postTags) byTag.set(tag, { tag, post_count: count, channel_count: 0 });
    for (const { tag, count } of channelTags) byTag.set(tag, { tag, post_count: byTag.get(tag)?.post_count ?? 0, channel_count: count });
    return [...byTag.values()].sort((a, b) => b.post_count + b.channel_count - (a.post_count + a.channel_count) || a.tag.localeCompare(b.tag)).slice(0, HASHTAGS_LIMIT);
  }

  async function postsWithHashtag(viewerId: string | null, tag: string, page: PageOptions): Promise<Page<Post>> {
    return posts.page(await posts.viewerOf(viewerId), { kind: 'hashtag', tag: tag.replace(/^#/, '').toLowerCase() }, page);
  }

  return { home, storyGroups, suggestedCreators, searchCreators, searchHashtags, postsWithHashtag };
}
export type FeedService = ReturnType<typeof createFeedService>;
