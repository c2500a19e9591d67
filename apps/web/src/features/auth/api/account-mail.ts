import { messageSchema, type ResetPasswordInput, type TotpRecoveryInput } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

const confirm = (path: string, body?: unknown) => apiClient.request({ path, method: 'POST', body, schema: messageSchema });

export const verifyEmail = (token: string) => confirm('/api/users/verify-email', { token });
export const resendVerification = () => confirm('/api/users/resend-verification');
export const forgotPassword = (email: string) => confirm('/api/users/forgot-password', { email });
export const resetPassword = (input: ResetPasswordInput) => confirm('/api/users/reset-password', input);
export const requestTwoFactorRecovery = (email: string) => confirm('/api/users/totp-forgot-password', { email });
export const recoverTwoFactor = (input: TotpRecoveryInput) => confirm('/api/users/totp-verify-password', input);
