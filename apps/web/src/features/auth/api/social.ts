import { signInResultSchema, socialStartSchema, type SignUpUserType, type SocialCompleteInput, type SocialProvider } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const startSocial = (provider: SocialProvider, userType?: SignUpUserType) =>
  apiClient.request({ path: `/api/auth/social/${provider}/start${userType ? `?user_type=${userType}` : ''}`, method: 'GET', schema: socialStartSchema });

export const completeSocial = (provider: SocialProvider, input: SocialCompleteInput) =>
  apiClient.request({ path: `/api/auth/social/${provider}/complete`, method: 'POST', body: input, schema: signInResultSchema });
