import { addressSchema, type AddressInput, type AddressPatch } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient, sessionQueryScope } from '@/shared/api';

export const addressKeys = { all: [sessionQueryScope, 'addresses'] as const };

export const getAddresses = (signal?: AbortSignal) => apiClient.request({ path: '/api/addresses?type=Delivery', schema: z.array(addressSchema), signal });

export const createAddress = (input: AddressInput) => apiClient.request({ path: '/api/addresses', method: 'POST', body: input, schema: addressSchema });

export const updateAddress = (id: string, patch: AddressPatch) => apiClient.request({ path: `/api/addresses/${id}`, method: 'PATCH', body: patch, schema: addressSchema });

export const deleteAddress = (id: string) => apiClient.request({ path: `/api/addresses/${id}`, method: 'DELETE' });
