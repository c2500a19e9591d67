import type { PlatformPlan } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { ownedPlan, planCardState, planPriceText, planStateText } from './plan-state';

const prime: PlatformPlan = {
  _id: 'prime',
  name: 'Prime',
  for: 'USER',
  badge: 'Prime',
  validity_type: 'MONTHLY',
  price: 9.99,
  final_price: 9.99,
  offer: null,
  perks: ['Prime badge', 'Free direct messages'],
  subscription: null,
};
const pro: PlatformPlan = { ...prime, _id: 'pro-creator', name: 'Creator Pro', for: 'CREATOR', badge: 'CreatorPro' };

describe('planCardState', () => {
  it('offers Prime to fans and Pro to creators only', () => {
    expect(planCardState(prime, 'USER')).toEqual({ kind: 'available' });
    expect(planCardState(prime, 'CREATOR')).toEqual({ kind: 'not-for-you' });
    expect(planCardState(pro, 'CREATOR')).toEqual({ kind: 'available' });
    expect(planStateText(planCardState(pro, 'USER'))).toBe('This plan is not available for your account');
  });

  it('sends guests to sign in', () => {
    expect(planCardState(prime, null)).toEqual({ kind: 'guest' });
  });

  it('shows an owned plan with its renewal, and a cancelled one until it ends', () => {
    const owned = { ...prime, subscription: { _id: 's', expires_on: '2026-12-22T00:00:00.000Z', is_cancelled: false, status: 'active' } };
    expect(planStateText(planCardState(owned, 'USER'))).toBe('Your plan · renews on 22/12/26');
    const cancelled = { ...owned, subscription: { ...owned.subscription, is_cancelled: true, status: 'cancelled' } };
    expect(planCardState(cancelled, 'USER')).toEqual({ kind: 'cancelled', expiresOn: '2026-12-22T00:00:00.000Z' });
    expect(planStateText(planCardState(cancelled, 'USER'))).toBe('Unsubscribed · active until 22/12/26');
  });
});

describe('planPriceText', () => {
  it('shows the monthly price, and the usual one struck through during an offer', () => {
    expect(planPriceText(prime)).toEqual({ price: '$9.99 / month', was: null });
    expect(planPriceText({ price: 9.99, final_price: 4.99 })).toEqual({ price: '$4.99 / month', was: '$9.99' });
  });
});

describe('ownedPlan', () => {
  it('prefers a renewing plan to a cancelled one', () => {
    const cancelledPrime = { ...prime, subscription: { _id: 'a', expires_on: '2026-12-01T00:00:00.000Z', is_cancelled: true, status: 'cancelled' } };
    const ownedPro = { ...pro, subscription: { _id: 'b', expires_on: '2026-12-22T00:00:00.000Z', is_cancelled: false, status: 'active' } };
    expect(ownedPlan([cancelledPrime, ownedPro])?._id).toBe('pro-creator');
    expect(ownedPlan([cancelledPrime, pro])?._id).toBe('prime');
    expect(ownedPlan([prime, pro])).toBeNull();
  });
});
