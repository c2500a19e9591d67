import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api';
import { creatorKeys } from '@/shared/queries/content-keys';
import { creatorProfilePath, creatorProfileSchema, getCreatorProfile } from '../api/get-creator-profile';

export const useCreatorProfile = (username: string) =>
  useQuery({
    queryKey: creatorKeys.profile(username),
    queryFn: ({ signal }) => getCreatorProfile(username, signal),
    // The profile the server rendered the page with: hydration draws the same header, with no round trip.
    initialData: () => apiClient.initialData(creatorProfilePath(username), creatorProfileSchema),
  });
