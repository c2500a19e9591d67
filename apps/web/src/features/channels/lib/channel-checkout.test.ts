import { describe, expect, it } from 'vitest';
import { channel, pkg, quarterly } from './fixtures.test-support';
import { lockCheckout } from './channel-checkout';

describe('lockCheckout', () => {
  it('offers the plans a fan may start, in plan order, with the first chosen', () => {
    const checkout = lockCheckout(channel({ packages: [quarterly, pkg(), { ...pkg({ _id: 'off', validity_type: 'YEARLY' }), is_active: false }] }));
    expect(checkout?.package.validity_type).toBe('MONTHLY');
    expect(checkout?.packages.map((offer) => offer.validity_type)).toEqual(['MONTHLY', 'QUARTERLY']);
    expect(checkout?.target).toMatchObject({ kind: 'channel', id: channel()._id });
  });

  it('offers nothing to the author, on a closing channel, or without plans', () => {
    expect(lockCheckout(channel({ is_author: true }))).toBeNull();
    expect(lockCheckout(channel({ deletion_requested_at: '2026-11-20T00:00:00.000Z' }))).toBeNull();
    expect(lockCheckout(channel({ packages: [] }))).toBeNull();
  });
});
