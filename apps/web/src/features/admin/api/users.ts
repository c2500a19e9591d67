import { adminKycItemSchema, adminUserSchema, limitLiftSchema, type AdminKycDecision, type LiftLimitInput } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const searchUsers = (query: string, signal?: AbortSignal) =>
  apiClient.request({ path: `/api/admin/users?query=${encodeURIComponent(query)}`, schema: adminUserSchema.array(), signal });

export const setBanned = ({ userId, banned }: { userId: string; banned: boolean }) =>
  apiClient.request({ path: `/api/admin/users/${encodeURIComponent(userId)}/${banned ? 'ban' : 'unban'}`, method: 'POST', schema: adminUserSchema });

export const pendingKyc = (signal?: AbortSignal) => apiClient.request({ path: '/api/admin/kyc?status=pending', schema: adminKycItemSchema.array(), signal });

export const decideKyc = ({ userId, decision }: { userId: string } & AdminKycDecision) =>
  apiClient.request({ path: `/api/admin/kyc/${encodeURIComponent(userId)}`, method: 'POST', body: { decision }, schema: adminUserSchema });

export const liftLimit = ({ userId, ...body }: { userId: string } & LiftLimitInput) =>
  apiClient.request({ path: `/api/admin/users/${encodeURIComponent(userId)}/limits/lift`, method: 'POST', body, schema: limitLiftSchema });
