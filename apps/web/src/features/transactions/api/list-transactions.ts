import { transactionPageSchema, type ListTransactionsQuery } from '@velvet/contracts';
import { apiClient } from '@/shared/api';
import { toSearchParams } from '../lib/transaction-filter';

export const listTransactions = (query: ListTransactionsQuery, signal: AbortSignal) =>
  apiClient.request({ path: `/api/transactions?${toSearchParams(query)}`, schema: transactionPageSchema, signal });
