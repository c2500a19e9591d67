import { meSchema } from '@velvet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, sessionQueryScope } from '@/shared/api';

export const meQueryOptions = queryOptions({
  queryKey: [sessionQueryScope, 'me'],
  queryFn: ({ signal }) => apiClient.request({ path: '/api/users/me', schema: meSchema, signal }),
  staleTime: 5 * 60_000,
});
