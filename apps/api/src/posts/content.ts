import type { MediaRow } from '../media/repo.ts';
import type { StoriesService } from '../stories/service.ts';
import type { PostsService } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The creator of a post the viewer may know of, or of a live story: what a tip on it must be addressed to. */
export const contentOwner =
  (posts: PostsService, stories: StoriesService) =>
  async (entity: 'post' | 'story', ref: string, viewerId: string): Promise<string | undefined> => {
    if (!UUID.test(ref)) return undefined;
    const item = entity === 'post' ? await posts.findFor(viewerId, ref) : await stories.findLive(ref);
    return item?.creatorId;
  };

type MediaRule = (viewerId: string | null, row: MediaRow) => Promise<boolean>;

/** Who may see a media item: the post's or story's rule, or `unattached` while it belongs to neither. */
export const mediaAccess =
  (posts: PostsService, stories: StoriesService, unattached: MediaRule): MediaRule =>
  (viewerId, row) => {
    if (row.postId) return posts.canView(viewerId, row.postId);
    if (row.storyId) return stories.canView(viewerId, row.storyId);
    return unattached(viewerId, row);
  };
