import { adminKycItemSchema, adminUserSchema, limitLiftSchema, type AdminKycDecision, type LiftLimitInput } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

/** Bans or unbans; the reason goes to the audit log. */
export const setBanned = ({ userId, banned, reason }: { userId: string; banned: boolean; reason: string }) =>
  apiClient.request({ path: `/api/admin/users/${encodeURIComponent(userId)}/${banned ? 'ban' : 'unban'}`, method: 'POST', body: { reason }, schema: adminUserSchema });

export const pendingKyc = (signal?: AbortSignal) => apiClient.request({ path: '/api/admin/kyc?status=pending', schema: adminKycItemSchema.array(), signal });

export const decideKyc = ({ userId, decision }: { userId: string } & AdminKycDecision) =>
  apiClient.request({ path: `/api/admin/kyc/${encodeURIComponent(userId)}`, method: 'POST', body: { decision }, schema: adminUserSchema });

export const liftLimit = ({ userId, ...body }: { userId: string } & LiftLimitInput) =>
  apiClient.request({ path: `/api/admin/users/${encodeURIComponent(userId)}/limits/lift`, method: 'POST', body, schema: limitLiftSchema });
