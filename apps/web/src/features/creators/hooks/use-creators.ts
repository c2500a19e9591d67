import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api';
import { creatorKeys } from '@/shared/queries/content-keys';
import { creatorsPath, creatorsSchema, getCreators } from '../api/get-creators';

export const useCreators = () =>
  useQuery({
    queryKey: creatorKeys.list(),
    queryFn: ({ signal }) => getCreators(signal),
    // The cards the server rendered the page with: hydration draws the same grid, with no round trip.
    initialData: () => apiClient.initialData(creatorsPath, creatorsSchema),
  });
