import { z } from 'zod';
import { roleSchema, type Role } from './users.ts';

/** Identity verification of a user: KYC for creators, age verification for fans. */
export const kycStatuses = ['none', 'pending', 'verified', 'declined'] as const;
export const kycStatusSchema = z.enum(kycStatuses);
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const verificationMessages = {
  emailNotVerified: 'Your email is not verified. Please verify your email',
  identityRequired: (action: string) => `Complete your KYC (creator) or age verification to ${action}`,
  resendEmail: 'Resend email',
  emailSent: 'Email sent successfully!',
  getVerified: 'Get Verified',
  kycRequiredToWithdraw: 'Complete your KYC to withdraw',
  alreadyVerified: 'You are already verified',
  kycUnavailable: 'Verification is unavailable right now. Please try again later',
  notPending: 'This user has no verification waiting for a decision',
} as const;

/** The spec's gated actions (section 5, Verification gate); the name is shown in the message. */
export type GateAction =
  | 'purchase'
  | 'get prime'
  | 'subscribe'
  | 'see events'
  | 'send tip'
  | 'chat'
  | 'send direct message'
  | 'report post'
  | 'comment';

/** What the gate looks at; a guest is `null`. */
export type GateFacts = { email_verified: boolean; kyc_status: KycStatus; skip_content_warning: boolean } | null;

export type GateDecision = { allowed: true } | { allowed: false; reason: 'email' | 'identity'; message: string };

/**
 * The verification gate, one rule for server and client: allowed with a verified email and an accepted
 * identity, or a verified email and skipContentWarning; a guest passes (the server never sees one on a
 * signed-in route).
 */
export function verificationGate(facts: GateFacts, action: GateAction): GateDecision {
  if (!facts) return { allowed: true };
  if (!facts.email_verified) return { allowed: false, reason: 'email', message: verificationMessages.emailNotVerified };
  if (facts.kyc_status === 'verified' || facts.skip_content_warning) return { allowed: true };
  return { allowed: false, reason: 'identity', message: verificationMessages.identityRequired(action) };
}

/** Creators are asked for KYC, fans for age verification. */
export const verificationKindFor = (role: Role): 'kyc' | 'age' => (role === 'CREATOR' ? 'kyc' : 'age');

/** `POST /api/users/kyc/session`: where to send the browser. */
export const kycSessionSchema = z.object({ url: z.string() });
export type KycSession = z.infer<typeof kycSessionSchema>;

/** A user as the admin pages list them. */
export const adminUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  /** First and last name as the user gave them; null when neither is set. */
  name: z.string().nullable(),
  role: roleSchema,
  email_verified: z.boolean(),
  kyc_status: kycStatusSchema,
  banned: z.boolean(),
  created_at: z.string(),
  /**
   * How the account was referred at sign-up: `referred_by` as the link carried it, the account it named
   * (`referrer`, when it names one) and the campaign's cash id; null when the sign-up carried none.
   */
  referral: z
    .object({
      referred_by: z.string().nullable(),
      referrer: z.object({ _id: z.string(), username: z.string() }).nullable(),
      cash_id: z.string().nullable(),
    })
    .nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `GET /api/admin/users`: users whose username, name or email contains `query`, by username, a page at a time. */
export const adminUsersQuerySchema = z.strictObject({
  query: z.string().trim().max(254).default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;
export const adminUsersPageSchema = z.object({ items: z.array(adminUserSchema), page: z.number().int(), has_more: z.boolean() });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;
export const adminKycQuerySchema = z.strictObject({ status: kycStatusSchema.default('pending') });

/** A verification waiting for (or given) a decision. */
export const adminKycItemSchema = z.object({
  user: adminUserSchema,
  kind: z.enum(['kyc', 'age']).nullable(),
  requested_at: z.string().nullable(),
});
export type AdminKycItem = z.infer<typeof adminKycItemSchema>;

export const adminKycDecisionSchema = z.strictObject({ decision: z.enum(['approve', 'decline']) });
export type AdminKycDecision = z.infer<typeof adminKycDecisionSchema>;

export const userIdParamsSchema = z.strictObject({ userId: z.uuid('User not found') });
export const adminUserIdParamsSchema = z.strictObject({ id: z.uuid('User not found') });
