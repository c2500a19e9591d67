import { customListSchema, customListSummarySchema, listFanSchema, listPaths, type CustomListInput, type ListFansQuery } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient } from '@/shared/api';

const queryString = (query: ListFansQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const listFans = (query: ListFansQuery, signal?: AbortSignal) =>
  apiClient.request({ path: `${listPaths.fans}${queryString(query)}`, signal, schema: z.array(listFanSchema) });

export const myLists = (signal?: AbortSignal) => apiClient.request({ path: listPaths.lists, signal, schema: z.array(customListSummarySchema) });

export const getList = (id: string, signal?: AbortSignal) => apiClient.request({ path: listPaths.one(id), signal, schema: customListSchema });

export const saveList = ({ id, ...list }: CustomListInput & { id?: string }) =>
  id
    ? apiClient.request({ path: listPaths.one(id), method: 'PUT', body: list, schema: customListSchema })
    : apiClient.request({ path: listPaths.lists, method: 'POST', body: list, schema: customListSchema });

export const deleteList = (id: string) => apiClient.request({ path: listPaths.one(id), method: 'DELETE' });
