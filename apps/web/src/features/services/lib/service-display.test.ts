import type { Service } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { serviceFixture } from './fixtures.test-support';
import { chatFeeTerms, durationLabel, isBuyable, offersDirectMessage, priceLabel, readyLabel, serviceSections } from './service-display';

const service = (overrides: Partial<Service>) => serviceFixture(overrides);

describe('serviceSections', () => {
  it('puts chat fees, calls and ratings, and custom services in their sections', () => {
    const sections = serviceSections([service({ _id: 'c', type: 'CHAT-FEE' }), service({ _id: 'v', type: 'VOICE' }), service({ _id: 'r', type: 'RATING' }), service({ _id: 'x' })]);
    expect(sections.chatFees.map((item) => item._id)).toEqual(['c']);
    expect(sections.featured.map((item) => item._id)).toEqual(['v', 'r']);
    expect(sections.custom.map((item) => item._id)).toEqual(['x']);
  });
});

describe('chatFeeTerms', () => {
  it.each([
    [{ chat_fee_type: 'OneOff' as const }, 'One-off access'],
    [{ chat_fee_type: 'Week' as const, unit: 2 }, '2 weeks'],
    [{ chat_fee_type: 'Month' as const, unit: 1 }, '1 month'],
    [{ chat_fee_type: 'PerMessage' as const, amount_of_messages: 5 }, '5 messages'],
    [{ chat_fee_type: 'Free' as const }, 'Free'],
  ])('%j reads %s', (fields, text) => expect(chatFeeTerms({ unit: null, amount_of_messages: null, ...fields })).toBe(text));
});

describe('priceLabel', () => {
  it('shows the offer price while it runs, per minute for per-minute calls, From for flexible prices', () => {
    const at = new Date('2026-03-01T12:00:00Z');
    expect(priceLabel(service({ has_discount: true, discount: { discount_value: 15, expires_on: '2026-03-02' } }), at)).toBe('$15.00');
    expect(priceLabel(service({ has_discount: true, discount: { discount_value: 15, expires_on: '2026-02-28' } }), at)).toBe('$20.00');
    expect(priceLabel(service({ type: 'VOICE', service_type: 'per_minute', price: 5 }), at)).toBe('$5.00 / min');
    expect(priceLabel(service({ fixed_price: false, min_price: 10 }), at)).toBe('From $10.00');
    expect(priceLabel(service({ type: 'CHAT-FEE', chat_fee_type: 'Free', price: 0 }), at)).toBe('Free');
  });
});

describe('readyLabel and durationLabel', () => {
  it('tells messages left, the end of timed access, or none', () => {
    expect(readyLabel({ available_message: 3, expires_at: null })).toBe('Messages left: 3');
    expect(readyLabel({ available_message: null, expires_at: null })).toBe('No end date');
    expect(readyLabel({ available_message: null, expires_at: '2027-01-05T16:00:00.000Z' })).toMatch(/^Until Jan 5, 2027/);
  });

  it('rounds a call up to whole minutes', () => {
    expect(durationLabel(61)).toBe('2 minutes');
    expect(durationLabel(60)).toBe('1 minute');
    expect(durationLabel(null)).toBeNull();
  });
});

describe('isBuyable', () => {
  it('sells only priced chat fees', () => {
    expect(isBuyable(service({ type: 'CHAT-FEE', chat_fee_type: 'OneOff', price: 10 }))).toBe(true);
    expect(isBuyable(service({ type: 'CHAT-FEE', chat_fee_type: 'Free', price: 0 }))).toBe(false);
    expect(isBuyable(service({ type: 'VOICE' }))).toBe(false);
  });
});

describe('offersDirectMessage', () => {
  const withFee = serviceSections([service({ type: 'CHAT-FEE', chat_fee_type: 'Month', price: 10 })]);
  const freeChat = serviceSections([service({ type: 'CHAT-FEE', chat_fee_type: 'Free', price: 0 }), service({})]);
  it('offers the block to fans and guests where chatting costs a fee', () => {
    expect(offersDirectMessage({ viewer: 'fan', sections: withFee })).toBe(true);
    expect(offersDirectMessage({ viewer: 'guest', sections: withFee })).toBe(true);
  });
  it('leaves it out for the creator themself, other creators, and a chat without a fee', () => {
    expect(offersDirectMessage({ viewer: 'own', sections: withFee })).toBe(false);
    expect(offersDirectMessage({ viewer: 'creator', sections: withFee })).toBe(false);
    expect(offersDirectMessage({ viewer: 'fan', sections: freeChat })).toBe(false);
  });
});
