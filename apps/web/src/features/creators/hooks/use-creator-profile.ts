import { useQuery } from '@tanstack/react-query';
import { creatorKeys } from '@/shared/queries/content-keys';
import { getCreatorProfile } from '../api/get-creator-profile';

export const useCreatorProfile = (username: string) =>
  useQuery({
    queryKey: creatorKeys.profile(username),
    queryFn: ({ signal }) => getCreatorProfile(username, signal),
  });
