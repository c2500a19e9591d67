import { payoutReviewPageSchema, takedownsPageSchema, withdrawalSchema } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const awaitingWithdrawals = (signal?: AbortSignal) => apiClient.request({ path: '/api/admin/withdrawals?review=awaiting', signal, schema: payoutReviewPageSchema });

export const approveWithdrawal = (id: string) => apiClient.request({ path: `/api/admin/withdrawals/${encodeURIComponent(id)}/approve`, method: 'POST', schema: withdrawalSchema });

export const rejectWithdrawal = ({ id, reason }: { id: string; reason: string }) =>
  apiClient.request({ path: `/api/admin/withdrawals/${encodeURIComponent(id)}/reject`, method: 'POST', body: { reason }, schema: withdrawalSchema });

export const pendingAppeals = (signal?: AbortSignal) => apiClient.request({ path: '/api/admin/moderation?appeal=pending', signal, schema: takedownsPageSchema });
