import { transactionSchema, type RefundRequest } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const refundTransaction = ({ transactionId, ...body }: RefundRequest & { transactionId: string }) =>
  apiClient.request({ path: `/api/admin/transactions/${encodeURIComponent(transactionId)}/refund`, method: 'POST', body, schema: transactionSchema });
