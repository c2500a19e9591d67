import { accountInfoViewSchema, type AccountInfoInput } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const accountInfoKey = ['profile', 'account-info'] as const;

export const getAccountInfo = (signal?: AbortSignal) => apiClient.request({ path: '/api/users/account-info', schema: accountInfoViewSchema, signal });

export const saveAccountInfo = (input: AccountInfoInput) => apiClient.request({ path: '/api/users/account-info', method: 'PUT', body: input, schema: accountInfoViewSchema });
