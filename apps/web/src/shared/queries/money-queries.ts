import { queryOptions } from '@tanstack/react-query';
import {
  paymentFlagsSchema,
  savedCardSchema,
  taxInfoSchema,
  transactionSchema,
  walletSchema,
} from '@velvet/contracts';
import { z } from 'zod';
import { apiClient } from '../api/browser-client';
import { moneyKeys } from './money-keys';

export const walletQueryOptions = queryOptions({
  queryKey: moneyKeys.wallet,
  queryFn: ({ signal }) => apiClient.request({ path: '/api/wallet', schema: walletSchema, signal }),
});

export const savedCardsQueryOptions = queryOptions({
  queryKey: moneyKeys.cards,
  queryFn: ({ signal }) => apiClient.request({ path: '/api/cards', schema: z.array(savedCardSchema), signal }),
});

export const paymentFlagsQueryOptions = queryOptions({
  queryKey: moneyKeys.paymentFlags,
  queryFn: ({ signal }) => apiClient.request({ path: '/api/payments/flags', schema: paymentFlagsSchema, signal }),
  staleTime: 60_000,
});

export const taxInfoQueryOptions = queryOptions({
  queryKey: moneyKeys.taxInfo,
  queryFn: ({ signal }) => apiClient.request({ path: '/api/users/tax-info', schema: taxInfoSchema, signal }),
  staleTime: 5 * 60_000,
});

const savedIdealDetailsSchema = z.object({ f_name: z.string(), l_name: z.string(), email: z.string() }).nullable();
export type SavedIdealDetails = NonNullable<z.infer<typeof savedIdealDetailsSchema>>;

export const idealDetailsQueryOptions = queryOptions({
  queryKey: moneyKeys.idealDetails,
  queryFn: ({ signal }) => apiClient.request({ path: '/api/payments/ideal-details', schema: savedIdealDetailsSchema, signal }),
});

export const getTransaction = (transactionId: string, signal?: AbortSignal) =>
  apiClient.request({ path: `/api/transactions/${encodeURIComponent(transactionId)}`, schema: transactionSchema, signal });

export const transactionQueryOptions = (transactionId: string) =>
  queryOptions({
    queryKey: moneyKeys.transaction(transactionId),
    queryFn: ({ signal }) => getTransaction(transactionId, signal),
  });
