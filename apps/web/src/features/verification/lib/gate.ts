import { verificationGate, verificationMessages, type GateAction, type GateDecision, type GateFacts, type KycStatus, type Me, type Role } from '@velvet/contracts';

/** What the gate reads of the signed-in user; a guest is null and passes. */
export const gateFactsOf = (user: Me | null): GateFacts =>
  user ? { email_verified: user.email_verified, kyc_status: user.kyc.status, skip_content_warning: user.skipContentWarning } : null;

export type GatePrompt = { message: string; remedy: 'resend-email' | 'get-verified'; label: string };

/** The spec's prompt of a refusal: 'Resend email' for the email, 'Get Verified' (→ /settings/kyc) for the identity. */
export function gatePromptOf(decision: GateDecision): GatePrompt | null {
  if (decision.allowed) return null;
  return decision.reason === 'email'
    ? { message: decision.message, remedy: 'resend-email', label: verificationMessages.resendEmail }
    : { message: decision.message, remedy: 'get-verified', label: verificationMessages.getVerified };
}

export const checkGate = (user: Me | null, action: GateAction) => gatePromptOf(verificationGate(gateFactsOf(user), action));

const kindName = (role: Role) => (role === 'CREATOR' ? 'KYC' : 'age verification');

/** The /settings/kyc headline for a status. */
export function kycStatusText(status: KycStatus, role: Role): string {
  switch (status) {
    case 'verified':
      return `Your ${kindName(role)} is complete.`;
    case 'pending':
      return `Your ${kindName(role)} is being checked.`;
    case 'declined':
      return `Your ${kindName(role)} was declined. You can try again.`;
    default:
      return role === 'CREATOR'
        ? 'Complete your KYC to sell, get paid and withdraw.'
        : 'Verify your age to tip, buy and subscribe.';
  }
}
