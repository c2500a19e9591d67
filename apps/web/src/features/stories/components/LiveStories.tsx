import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useLiveStories } from '../hooks/use-live-stories';
import { StoriesRow, StoriesRowSkeleton } from './StoriesRow';

/** The home row: everyone's live stories, the subscribed creators first. Nothing shows when there are none. */
export function LiveStories() {
  const stories = useLiveStories();
  if (stories.isPending) return <StoriesRowSkeleton />;
  if (stories.isError) return <QueryErrorAlert error={stories.error} onRetry={() => void stories.refetch()} />;
  return <StoriesRow groups={stories.data} label="Live stories" />;
}
