import { otpChallengeSchema, signInResultSchema, tokensSchema, type SignInInput, type TwoFactorVerifyInput, type VerifyLoginOtpInput } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const signIn = (input: SignInInput) =>
  apiClient.request({ path: '/api/users/login', method: 'POST', body: input, schema: signInResultSchema });

export const verifyLoginOtp = (input: VerifyLoginOtpInput) =>
  apiClient.request({ path: '/api/users/login/verify-otp', method: 'POST', body: input, schema: tokensSchema });

export const resendLoginOtp = (otpId: string) =>
  apiClient.request({ path: '/api/users/login/resend-otp', method: 'POST', body: { otp_id: otpId }, schema: otpChallengeSchema });

export const verifyTwoFactor = (input: TwoFactorVerifyInput) =>
  apiClient.request({ path: '/api/users/2fa/verify', method: 'POST', body: input, schema: tokensSchema });
