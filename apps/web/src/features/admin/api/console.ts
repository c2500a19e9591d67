import {
  adminSummarySchema,
  adminUserDetailsSchema,
  adminUsersPageSchema,
  auditPageSchema,
  disputesPageSchema,
  takedownSchema,
  transactionPageSchema,
  type AdminTransactionsQuery,
  type AuditQueryInput,
  type DisputesQueryInput,
} from '@velvet/contracts';
import { apiClient } from '@/shared/api';
import { withQuery } from '../lib/search-params';

export const adminSummary = (signal?: AbortSignal) => apiClient.request({ path: '/api/admin/summary', signal, schema: adminSummarySchema });

export const searchUsersPage = ({ query, page }: { query: string; page: number }, signal?: AbortSignal) =>
  apiClient.request({ path: withQuery('/api/admin/users', { query, page }), signal, schema: adminUsersPageSchema });

export const userDetails = (userId: string, signal?: AbortSignal) =>
  apiClient.request({ path: `/api/admin/users/${encodeURIComponent(userId)}`, signal, schema: adminUserDetailsSchema });

export const searchTransactions = (query: AdminTransactionsQuery, signal?: AbortSignal) =>
  apiClient.request({ path: withQuery('/api/admin/transactions', query), signal, schema: transactionPageSchema });

export const searchAudit = (query: AuditQueryInput, signal?: AbortSignal) => apiClient.request({ path: withQuery('/api/admin/audit', query), signal, schema: auditPageSchema });

export const listDisputes = (query: DisputesQueryInput, signal?: AbortSignal) =>
  apiClient.request({ path: withQuery('/api/admin/disputes', query), signal, schema: disputesPageSchema });

export const decideAppeal = ({ id, decision, note }: { id: string; decision: 'restore' | 'uphold'; note: string }) =>
  apiClient.request({ path: `/api/admin/moderation/${encodeURIComponent(id)}/decide`, method: 'POST', body: { decision, note }, schema: takedownSchema });
