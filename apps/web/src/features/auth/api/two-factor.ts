import { messageSchema, totpSetupSchema, type TotpDisableInput } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const startTwoFactor = () => apiClient.request({ path: '/api/users/2fa/topt', method: 'POST', schema: totpSetupSchema });

export const enableTwoFactor = (code: string) =>
  apiClient.request({ path: '/api/users/2fa/topt/verify', method: 'POST', body: { code }, schema: messageSchema });

export const disableTwoFactor = (input: TotpDisableInput) =>
  apiClient.request({ path: '/api/users/2fa/topt', method: 'DELETE', body: input, schema: messageSchema });
