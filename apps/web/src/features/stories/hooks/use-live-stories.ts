import { useQuery } from '@tanstack/react-query';
import { storyKeys } from '@/shared/queries/content-keys';
import { getLiveStories } from '../api/stories-api';

export const useLiveStories = () => useQuery({ queryKey: storyKeys.live(), queryFn: ({ signal }) => getLiveStories(signal) });
