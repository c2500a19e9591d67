import { describe, expect, it } from 'vitest';
import { canUnsubscribe, subscriptionState, subscriptionStateText } from './subscription-state';

describe('subscriptionState', () => {
  it('is not subscribed without a live subscription', () => {
    const state = subscriptionState(null);
    expect(state).toEqual({ kind: 'not-subscribed' });
    expect(subscriptionStateText(state)).toBeNull();
    expect(canUnsubscribe(state)).toBe(false);
  });

  it('shows the renewal date of a running subscription, which can be cancelled', () => {
    const state = subscriptionState({ expires_on: '2026-12-21T10:00:00.000Z', is_cancelled: false });
    expect(state).toEqual({ kind: 'subscribed', renewsOn: '2026-12-21T10:00:00.000Z' });
    expect(subscriptionStateText(state)).toBe('Renews on 21/12/26');
    expect(canUnsubscribe(state)).toBe(true);
  });

  it("labels a cancelled one 'Unsubscribed' with its expiry, and does not offer to cancel it again", () => {
    const state = subscriptionState({ expires_on: '2027-01-05T10:00:00.000Z', is_cancelled: true });
    expect(subscriptionStateText(state)).toBe('Unsubscribed · Expires on 05/01/27');
    expect(canUnsubscribe(state)).toBe(false);
  });
});
