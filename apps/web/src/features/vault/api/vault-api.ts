import { mediaItemSchema, vaultFolderSchema, vaultItemSchema, vaultPageSchema, type VaultAddInput } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient } from '@/shared/api';

export const vaultKeys = { all: ['vault'] as const, page: (folderId: string | null) => ['vault', folderId ?? 'all'] as const };

export const getVault = (folderId: string | null, signal?: AbortSignal) =>
  apiClient.request({ path: `/api/vault${folderId ? `?folder_id=${encodeURIComponent(folderId)}` : ''}`, schema: vaultPageSchema, signal });

export const addToVault = (input: VaultAddInput) => apiClient.request({ path: '/api/vault/items', method: 'POST', body: input, schema: z.array(vaultItemSchema) });

export const moveVaultItem = (id: string, folderId: string | null) => apiClient.request({ path: `/api/vault/items/${id}`, method: 'PATCH', body: { folder_id: folderId }, schema: vaultItemSchema });

export const removeVaultItem = (id: string) => apiClient.request({ path: `/api/vault/items/${id}`, method: 'DELETE' });

export const createVaultFolder = (name: string) => apiClient.request({ path: '/api/vault/folders', method: 'POST', body: { name }, schema: vaultFolderSchema });

export const deleteVaultFolder = (id: string) => apiClient.request({ path: `/api/vault/folders/${id}`, method: 'DELETE' });

/** A fresh copy of a vault item, for a post or a paid message to take. */
export const copyVaultItem = (id: string) => apiClient.request({ path: `/api/vault/items/${id}/use`, method: 'POST', schema: mediaItemSchema });
