import type { CreatorProfile } from '@velvet/contracts';
import { PostList } from '@/features/posts/components/PostList';
import { usePostPages } from '@/features/posts/hooks/use-post-pages';

/** A creator's posts, the first page from their profile's answer, the next ones as the end scrolls near. */
export function CreatorPosts({ creator }: { creator: CreatorProfile }) {
  const posts = usePostPages({
    path: `/api/creators/${encodeURIComponent(creator.username)}/posts`,
    firstPage: { items: creator.posts, next_cursor: creator.next_cursor },
  });
  return <PostList query={posts} label={`Posts by ${creator.display_name}`} />;
}
