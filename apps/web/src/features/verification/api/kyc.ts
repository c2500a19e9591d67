import { kycSessionSchema } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

/** Opens an identity check at the provider: KYC for creators, age verification for fans. */
export const startKycSession = () => apiClient.request({ path: '/api/users/kyc/session', method: 'POST', schema: kycSessionSchema });
