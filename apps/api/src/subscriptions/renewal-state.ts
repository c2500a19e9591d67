import { addMonths, RENEWAL_RETRY_DAYS } from '@velvet/contracts';
import type { SubscriptionStatus } from './schema.ts';

const DAY_MS = 86_400_000;

/** What the renewal rules read of a subscription. */
export type RenewalFacts = {
  status: SubscriptionStatus;
  expiresOn: Date;
  renewalCycle: number;
  failedRenewals: number;
};

export type RenewalChange = {
  status: SubscriptionStatus;
  expiresOn?: Date;
  renewalCycle?: number;
  failedRenewals?: number;
  nextRenewalAttemptAt: Date | null;
  cancelledAt?: Date;
};

/** What the engine does with a subscription whose attempt time has come. */
export type RenewalStep = { action: 'charge'; cycle: number; attempt: number } | { action: 'expire' } | { action: 'none' };

/** The renewal about to be charged: cycle n is the n-th renewal (the first purchase is cycle 0). */
export const nextCycle = (facts: RenewalFacts) => facts.renewalCycle + 1;

/**
 * Due and not cancelled: charge it (the retries are counted by `afterFailedRenewal`). Cancelled and
 * past its end: it expires. Anything else is left alone.
 */
export function stepFor(facts: RenewalFacts, now: Date): RenewalStep {
  if (facts.status === 'expired' || facts.expiresOn > now) return { action: 'none' };
  if (facts.status === 'cancelled') return { action: 'expire' };
  return { action: 'charge', cycle: nextCycle(facts), attempt: facts.failedRenewals };
}

/** A paid renewal: the period runs on from the old end (no gap, no overlap) and the retries reset. */
export function afterPaidRenewal(facts: RenewalFacts, months: number): RenewalChange {
  const expiresOn = addMonths(facts.expiresOn, months);
  return {
    status: facts.status === 'cancelled' ? 'cancelled' : 'active',
    expiresOn,
    renewalCycle: facts.renewalCycle + 1,
    failedRenewals: 0,
    nextRenewalAttemptAt: expiresOn,
  };
}

/** A failed attempt: tried again 1, 3 and 5 days after the due date, then the subscription expires. */
export function afterFailedRenewal(facts: RenewalFacts): RenewalChange {
  const failed = facts.failedRenewals + 1;
  const retryDays = RENEWAL_RETRY_DAYS[failed - 1];
  if (retryDays === undefined) return { status: 'expired', failedRenewals: failed, nextRenewalAttemptAt: null };
  return { status: 'past_due', failedRenewals: failed, nextRenewalAttemptAt: new Date(facts.expiresOn.getTime() + retryDays * DAY_MS) };
}

/** A cancelled subscription keeps its access until its end, when the engine expires it without a charge. */
export function afterCancel(facts: RenewalFacts, now: Date): RenewalChange | null {
  if (facts.status !== 'active' && facts.status !== 'past_due') return null;
  return { status: 'cancelled', cancelledAt: now, nextRenewalAttemptAt: facts.expiresOn };
}

export const expired = (): RenewalChange => ({ status: 'expired', nextRenewalAttemptAt: null });
