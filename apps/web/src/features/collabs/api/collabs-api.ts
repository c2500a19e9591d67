import { queryOptions } from '@tanstack/react-query';
import { collabGroupSchema, collabPaths, creatorCardSchema, type CreateCollabGroupInput } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient, isApiRequestError, sessionQueryScope } from '@/shared/api';

export const collabKeys = {
  mine: [sessionQueryScope, 'collabs', 'mine'] as const,
  // The group carries the viewer's own subscription, so it is kept with the session's data.
  one: (id: string) => [sessionQueryScope, 'collabs', 'detail', id] as const,
};

export const createCollab = (input: CreateCollabGroupInput) =>
  apiClient.request({ path: collabPaths.create, method: 'POST', body: input, schema: collabGroupSchema });

export const myCollabsQueryOptions = queryOptions({
  queryKey: collabKeys.mine,
  queryFn: ({ signal }) => apiClient.request({ path: collabPaths.mine, schema: z.array(collabGroupSchema), signal }),
});

export const collabQueryOptions = (id: string) =>
  queryOptions({ queryKey: collabKeys.one(id), queryFn: ({ signal }) => apiClient.request({ path: collabPaths.one(id), schema: collabGroupSchema, signal }) });

/** The creator with this username, or null when there is none. */
export async function findCreator(username: string) {
  try {
    return await apiClient.request({ path: `/api/creators/${encodeURIComponent(username)}`, schema: creatorCardSchema });
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) return null;
    throw error;
  }
}
