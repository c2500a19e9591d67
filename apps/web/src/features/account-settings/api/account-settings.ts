import {
  accountSettingsSchema,
  autoMessageSchema,
  emailChangeCheckResultSchema,
  emailChangeOtpSentSchema,
  emailChangeVerifiedSchema,
  messageSchema,
  privacySettingSchema,
  tokensSchema,
  type AutoMessage,
  type ChangePasswordInput,
  type DeviceInfo,
  type PrivacySetting,
} from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const getAccountSettings = () => apiClient.request({ path: '/api/users/account-settings', schema: accountSettingsSchema });

export const checkNewEmail = (newEmail: string) =>
  apiClient.request({ path: '/api/users/email/check', method: 'POST', body: { new_email: newEmail }, schema: emailChangeCheckResultSchema });

export const sendEmailChangeOtp = (newEmail: string) =>
  apiClient.request({ path: '/api/users/email/send-otp', method: 'POST', body: { new_email: newEmail }, schema: emailChangeOtpSentSchema });

export const verifyEmailChangeOtp = (input: { otp_id: string; otp: string; device_info?: DeviceInfo }) =>
  apiClient.request({ path: '/api/users/email/verify-otp', method: 'POST', body: input, schema: emailChangeVerifiedSchema });

export const changeEmailDirectly = (input: { email: string; device_info?: DeviceInfo }) =>
  apiClient.request({ path: '/api/users/email', method: 'PUT', body: input, schema: tokensSchema });

export const changePassword = (input: ChangePasswordInput) =>
  apiClient.request({ path: '/api/users/change-password', method: 'PATCH', body: input, schema: tokensSchema });

export const savePrivacy = (input: PrivacySetting) =>
  apiClient.request({ path: '/api/users/privacy-setting', method: 'PUT', body: input, schema: privacySettingSchema });

export const saveAutoMessage = (input: AutoMessage) =>
  apiClient.request({ path: '/api/users/auto-message', method: 'PUT', body: input, schema: autoMessageSchema });

export const signOutEverywhere = () => apiClient.request({ path: '/api/users/logout-all', method: 'POST', schema: messageSchema });
