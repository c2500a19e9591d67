import type { AdminTransactionsQuery, AuditQueryInput, DisputesQueryInput } from '@velvet/contracts';
import { sessionQueryScope } from '@/shared/api';

/** Every query of the admin console starts with `all`, so an action can refresh the whole console at once. */
export const adminKeys = {
  all: [sessionQueryScope, 'admin'] as const,
  summary: [sessionQueryScope, 'admin', 'summary'] as const,
  users: (query: string, page: number) => [sessionQueryScope, 'admin', 'users', query, page] as const,
  user: (userId: string) => [sessionQueryScope, 'admin', 'user', userId] as const,
  pendingKyc: [sessionQueryScope, 'admin', 'kyc', 'pending'] as const,
  transactions: (query: AdminTransactionsQuery) => [sessionQueryScope, 'admin', 'transactions', query] as const,
  audit: (query: AuditQueryInput) => [sessionQueryScope, 'admin', 'audit', query] as const,
  disputes: (query: DisputesQueryInput) => [sessionQueryScope, 'admin', 'disputes', query] as const,
  appeals: [sessionQueryScope, 'admin', 'moderation', 'appeals'] as const,
};
