import { describe, expect, it } from 'vitest';
import { channel, pkg, quarterly } from './fixtures.test-support';
import { freeServicePerkLabel, offerTiles, visiblePerks } from './offer-tiles';

const subscribedTo = (packageId: string, isCancelled = false) => ({
  _id: 'sub-1',
  expires_on: '2026-12-21T00:00:00.000Z',
  is_cancelled: isCancelled,
  other_data: { package_id: { _id: packageId, validity_type: 'MONTHLY' as const }, price: 9.99 },
});

describe('offerTiles', () => {
  it('orders the active plans monthly → yearly with the price per month, the total and a discount badge', () => {
    const tiles = offerTiles(channel({ packages: [pkg({ _id: 'yearly', validity_type: 'YEARLY', price: 100, final_price: 100 }), quarterly, pkg()] }), { signedIn: true });
    expect(tiles.map((tile) => [tile.pkg.validity_type, tile.perMonth, tile.total, tile.fullTotal, tile.badge])).toEqual([
      ['MONTHLY', 9.99, 9.99, null, null],
      ['QUARTERLY', 8.09, 24.27, 26.97, '10% off'],
      ['YEARLY', 8.33, 100, null, null],
    ]);
  });

  it('says what a longer plan saves per month against the monthly one, and nothing when it saves nothing', () => {
    const yearly = pkg({ _id: 'yearly', validity_type: 'YEARLY', price: 120, final_price: 120 });
    const tiles = offerTiles(channel({ packages: [yearly, quarterly, pkg()] }), { signedIn: true });
    expect(tiles.map((tile) => [tile.pkg.validity_type, tile.savings])).toEqual([
      ['MONTHLY', null],
      ['QUARTERLY', 'Save 19% vs monthly'],
      ['YEARLY', null],
    ]);
    expect(offerTiles(channel({ packages: [quarterly] }), { signedIn: true })[0]!.savings).toBeNull();
  });

  it('leaves out inactive plans and shows an amount discount in dollars', () => {
    const amountOff = pkg({ price: 20, final_price: 18, discount: { ...quarterly.discount, type: 'amount', amount: 2 } });
    const tiles = offerTiles(channel({ packages: [amountOff, { ...quarterly, is_active: false }] }), { signedIn: true });
    expect(tiles.map((tile) => [tile.pkg.validity_type, tile.badge])).toEqual([['MONTHLY', '$2.00 off']]);
  });

  it('follows and unfollows a free package, with no payment step', () => {
    const free = pkg({ _id: 'free', name: 'Free', price: 0, final_price: 0, offer_type: 'free' });
    expect(offerTiles(channel({ packages: [free] }), { signedIn: true }).map((tile) => [tile.isFree, tile.action])).toEqual([[true, 'follow']]);
    expect(offerTiles(channel({ packages: [free] }), { signedIn: false })[0]!.action).toBe('sign-in');
    expect(offerTiles(channel({ packages: [free], active_subscription: subscribedTo('free') }), { signedIn: true })[0]!.action).toBe('unfollow');
  });

  it('opens Subscribe for a signed-in fan and Sign In for a guest', () => {
    expect(offerTiles(channel(), { signedIn: true }).map((tile) => tile.action)).toEqual(['subscribe', 'subscribe']);
    expect(offerTiles(channel(), { signedIn: false }).map((tile) => tile.action)).toEqual(['sign-in', 'sign-in']);
  });

  it('makes no tile clickable for the author', () => {
    expect(offerTiles(channel({ is_author: true }), { signedIn: true }).map((tile) => tile.action)).toEqual([null, null]);
  });

  it('with an active subscription, makes only the current plan clickable, opening My subscription', () => {
    const tiles = offerTiles(channel({ active_subscription: subscribedTo('pkg-monthly') }), { signedIn: true });
    expect(tiles.map((tile) => [tile.pkg.validity_type, tile.isCurrent, tile.action])).toEqual([
      ['MONTHLY', true, 'my-subscription'],
      ['QUARTERLY', false, null],
    ]);
  });

  it('takes no new subscriptions on a channel being deleted, but keeps the subscriber’s own tile', () => {
    expect(offerTiles(channel({ deletion_requested_at: '2026-11-20T00:00:00.000Z' }), { signedIn: true }).map((tile) => tile.action)).toEqual([null, null]);
    const subscriber = offerTiles(channel({ deletion_requested_at: '2026-11-20T00:00:00.000Z', active_subscription: subscribedTo('pkg-monthly', true) }), { signedIn: true });
    expect(subscriber[0]!.action).toBe('my-subscription');
  });
});

describe('visiblePerks', () => {
  it('shows the first 3 until all are asked for', () => {
    expect(visiblePerks([1, 2, 3, 4, 5], false)).toEqual([1, 2, 3]);
    expect(visiblePerks([1, 2, 3, 4, 5], true)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('freeServicePerkLabel', () => {
  it('names a free service with its amount a period', () => {
    expect(freeServicePerkLabel({ type: 'video call', unit: 15, unit_type: 'Minute' })).toBe('Free video call: 15 minutes');
    expect(freeServicePerkLabel({ type: 'rating', unit: 3, unit_type: 'TurnCount' })).toBe('Free rating: 3 times');
  });
});
