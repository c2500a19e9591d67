import type { Service } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { serviceFixture } from '@/features/services/lib/fixtures.test-support';
import { channelPerks, servicePerkAction, servicePerkDetails } from './channel-perks';
import { visiblePerks } from './offer-tiles';

const service = (id: string, overrides: Partial<Service> = {}) => serviceFixture({ _id: id, name: id, price: 25, ...overrides });

const shoutOut = service('shout-out');
const videoCall = service('video-call', { type: 'VIDEO', service_type: 'per_minute', price: 6, unit_type: 'Minute' });
const rating = service('rating', { type: 'RATING', fixed_price: false, price: 0, min_price: 10 });
const benefit = (value: string) => ({ icon: 'star', emoji: '⭐', value });

describe("the offer panel's perks", () => {
  it('lists featured services, then custom services, then custom benefits (the form’s order)', () => {
    const perks = channelPerks({ perks: [benefit('Exclusive posts')], services: [shoutOut, videoCall, rating] });
    expect(perks.map((perk) => (perk.kind === 'service' ? perk.service._id : perk.benefit.value))).toEqual(['video-call', 'rating', 'shout-out', 'Exclusive posts']);
  });

  it("counts services among the 3 shown until 'Show All Perks'", () => {
    const perks = channelPerks({ perks: [benefit('Exclusive posts'), benefit('Weekly live')], services: [shoutOut, videoCall] });
    expect(visiblePerks(perks, false)).toHaveLength(3);
    expect(visiblePerks(perks, true)).toHaveLength(4);
  });

  it('names each service with its type and price and says it is bought separately', () => {
    const at = new Date('2026-11-26T12:00:00Z');
    expect(servicePerkDetails(videoCall, at)).toBe('Video call · $6.00 / min · bought separately');
    expect(servicePerkDetails(rating, at)).toBe('Rating · From $10.00 · bought separately');
    const onOffer = service('offer', { has_discount: true, discount: { discount_value: 19, expires_on: '2026-12-31' } });
    expect(servicePerkDetails(onOffer, at)).toBe('Custom service · $19.00 · bought separately');
  });

  it("opens a signed-in fan's request, and the services list for guests and the author", () => {
    expect(servicePerkAction(videoCall, { signedIn: true, isAuthor: false })).toBe('request');
    expect(servicePerkAction(rating, { signedIn: true, isAuthor: false })).toBe('request');
    expect(servicePerkAction(videoCall, { signedIn: false, isAuthor: false })).toBe('services-list');
    expect(servicePerkAction(videoCall, { signedIn: true, isAuthor: true })).toBe('services-list');
    expect(servicePerkAction(service('no-minimum', { fixed_price: false, min_price: null }), { signedIn: true, isAuthor: false })).toBe('services-list');
  });
});
