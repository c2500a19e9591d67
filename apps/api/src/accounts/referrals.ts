import type { Referral } from '@velvet/contracts';
import type { Executor } from '../platform/db/client.ts';
import * as repo from './repo.ts';

/**
 * What a new account keeps of its sign-up link: the attribution as the link carried it (referral, offer,
 * campaign) and the referrer it named, when `referred_by` names an account. An unknown name is kept as
 * given: the link still says where the user came from.
 */
export async function signUpAttributionOf(db: Executor, { referral, offerId }: { referral: Referral; offerId?: string }) {
  const attribution = { referred_by: referral.referred_by || undefined, offer_id: offerId, velvet_cash_id: referral.velvet_cash_id || undefined };
  const referrerId = attribution.referred_by ? await repo.findReferrerId(db, attribution.referred_by) : undefined;
  return {
    signUpAttribution: Object.values(attribution).some(Boolean) ? attribution : null,
    referrerId: referrerId ?? null,
  };
}
