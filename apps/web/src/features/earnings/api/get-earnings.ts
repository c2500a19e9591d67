import { earningsSchema } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const getEarnings = (signal: AbortSignal) => apiClient.request({ path: '/api/earnings', schema: earningsSchema, signal });
