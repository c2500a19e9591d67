import { signInResultSchema, socialStartSchema, type Referral, type SignUpUserType, type SocialCompleteInput, type SocialProvider } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

/** Starts the popup's flow; the user type and the sign-up link's referral wait with the state for a new account. */
export function startSocial(provider: SocialProvider, { userType, referral = {} }: { userType?: SignUpUserType; referral?: Referral } = {}) {
  const query = new URLSearchParams({ ...(userType && { user_type: userType }), ...referral }).toString();
  return apiClient.request({ path: `/api/auth/social/${provider}/start${query ? `?${query}` : ''}`, method: 'GET', schema: socialStartSchema });
}

export const completeSocial = (provider: SocialProvider, input: SocialCompleteInput) =>
  apiClient.request({ path: `/api/auth/social/${provider}/complete`, method: 'POST', body: input, schema: signInResultSchema });
