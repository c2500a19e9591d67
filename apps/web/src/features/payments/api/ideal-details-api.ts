import type { IdealDetails } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const saveIdealDetails = (details: IdealDetails) =>
  apiClient.request({ path: '/api/payments/ideal-details', method: 'PUT', body: details });
