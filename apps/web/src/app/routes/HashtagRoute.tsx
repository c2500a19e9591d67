import { useParams } from 'react-router';
import { HashtagPosts } from '@/features/feed/components/HashtagPosts';

export function HashtagRoute() {
  const { tag = '' } = useParams();
  return <HashtagPosts key={tag} tag={tag.toLowerCase()} />;
}
