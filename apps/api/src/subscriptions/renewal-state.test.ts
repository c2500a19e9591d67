import { describe, expect, it } from 'vitest';
import { afterCancel, afterFailedRenewal, afterPaidRenewal, expired, stepFor, type RenewalFacts } from './renewal-state.ts';

const DAY = 86_400_000;
const due = new Date('2026-03-31T10:00:00Z');
const facts = (overrides: Partial<RenewalFacts> = {}): RenewalFacts => ({ status: 'active', expiresOn: due, renewalCycle: 0, failedRenewals: 0, ...overrides });

describe('stepFor', () => {
  it('leaves a subscription alone before its end', () => {
    expect(stepFor(facts(), new Date(due.getTime() - 1))).toEqual({ action: 'none' });
  });

  it('charges an active one at its end for the next cycle, first attempt', () => {
    expect(stepFor(facts(), due)).toEqual({ action: 'charge', cycle: 1, attempt: 0 });
    expect(stepFor(facts({ renewalCycle: 4 }), due)).toEqual({ action: 'charge', cycle: 5, attempt: 0 });
  });

  it('charges a past-due one again with its attempt number', () => {
    expect(stepFor(facts({ status: 'past_due', failedRenewals: 2 }), new Date(due.getTime() + 3 * DAY))).toEqual({ action: 'charge', cycle: 1, attempt: 2 });
  });

  it('expires a cancelled one at its end instead of charging it', () => {
    expect(stepFor(facts({ status: 'cancelled' }), due)).toEqual({ action: 'expire' });
    expect(stepFor(facts({ status: 'cancelled' }), new Date(due.getTime() - 1))).toEqual({ action: 'none' });
  });

  it('never touches an expired one', () => {
    expect(stepFor(facts({ status: 'expired' }), new Date(due.getTime() + 10 * DAY))).toEqual({ action: 'none' });
  });
});

describe('afterPaidRenewal', () => {
  it('runs the period on from the old end, bumps the cycle and clears the failures', () => {
    expect(afterPaidRenewal(facts({ status: 'past_due', failedRenewals: 2, renewalCycle: 1 }), 3)).toEqual({
      status: 'active',
      expiresOn: new Date('2026-06-30T10:00:00Z'),
      renewalCycle: 2,
      failedRenewals: 0,
      nextRenewalAttemptAt: new Date('2026-06-30T10:00:00Z'),
    });
  });

  it('keeps a month-end anchor clamped (Jan 31 + 1 month is Feb 28)', () => {
    expect(afterPaidRenewal(facts({ expiresOn: new Date('2027-01-31T00:00:00Z') }), 1).expiresOn).toEqual(new Date('2027-02-28T00:00:00Z'));
  });

  it('keeps a subscription cancelled while its charge was in flight cancelled', () => {
    expect(afterPaidRenewal(facts({ status: 'cancelled' }), 1).status).toBe('cancelled');
  });
});

describe('afterFailedRenewal', () => {
  it('retries 1, 3 and 5 days after the due date, then expires', () => {
    const first = afterFailedRenewal(facts());
    expect(first).toEqual({ status: 'past_due', failedRenewals: 1, nextRenewalAttemptAt: new Date(due.getTime() + DAY) });
    const second = afterFailedRenewal(facts({ status: 'past_due', failedRenewals: 1 }));
    expect(second).toEqual({ status: 'past_due', failedRenewals: 2, nextRenewalAttemptAt: new Date(due.getTime() + 3 * DAY) });
    const third = afterFailedRenewal(facts({ status: 'past_due', failedRenewals: 2 }));
    expect(third).toEqual({ status: 'past_due', failedRenewals: 3, nextRenewalAttemptAt: new Date(due.getTime() + 5 * DAY) });
    expect(afterFailedRenewal(facts({ status: 'past_due', failedRenewals: 3 }))).toEqual({ status: 'expired', failedRenewals: 4, nextRenewalAttemptAt: null });
  });
});

describe('afterCancel', () => {
  const now = new Date('2026-03-15T00:00:00Z');

  it('cancels an active or past-due one, keeping its end as the moment it expires', () => {
    expect(afterCancel(facts(), now)).toEqual({ status: 'cancelled', cancelledAt: now, nextRenewalAttemptAt: due });
    expect(afterCancel(facts({ status: 'past_due' }), now)?.status).toBe('cancelled');
  });

  it('refuses one already cancelled or expired', () => {
    expect(afterCancel(facts({ status: 'cancelled' }), now)).toBeNull();
    expect(afterCancel(facts({ status: 'expired' }), now)).toBeNull();
  });
});

describe('expired', () => {
  it('ends the subscription and its attempts', () => {
    expect(expired()).toEqual({ status: 'expired', nextRenewalAttemptAt: null });
  });
});
