import { useParams } from 'react-router';
import { PostPage } from '@/features/posts/components/PostPage';

export function PostRoute() {
  const { postId = '' } = useParams();
  return <PostPage key={postId} postId={postId} />;
}
