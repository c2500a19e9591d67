import type { AdminUser } from '@velvet/contracts';

/**
 * How an account was referred, for the admin's user list: the account the link named, or the name it
 * carried when that is no account, and the campaign.
 */
export function referralLabel(referral: NonNullable<AdminUser['referral']>): string {
  const who = referral.referrer ? `@${referral.referrer.username}` : referral.referred_by ? `"${referral.referred_by}" (no such account)` : null;
  const parts = [who && `Referred by ${who}`, referral.cash_id && `campaign ${referral.cash_id}`].filter(Boolean);
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
