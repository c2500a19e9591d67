import type { MySubscription } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { mySubscriptionRow } from './my-subscription-row';

const subscription = (overrides: Partial<MySubscription>): MySubscription => ({
  _id: 's1',
  target: { kind: 'channel', _id: 'c1', name: 'Ana after dark', username: 'ana' },
  package: { _id: 'p1', validity_type: 'QUARTERLY' },
  price: 28.5,
  started_at: '2026-11-21T10:00:00.000Z',
  expires_on: '2027-02-21T10:00:00.000Z',
  status: 'active',
  is_cancelled: false,
  is_entitled: true,
  cancellation_reason: null,
  ...overrides,
});

describe('mySubscriptionRow', () => {
  it('shows a running subscription with its plan, price and renewal date', () => {
    expect(mySubscriptionRow(subscription({}))).toEqual({
      id: 's1',
      kind: 'Channel',
      name: 'Ana after dark',
      to: '/channel/ana',
      plan: '3 Months',
      price: '$28.50',
      status: 'Active',
      date: 'Renews on 21/02/27',
      statusColor: 'green',
    });
  });

  it("shows a cancelled one as 'Unsubscribed' until it expires", () => {
    const row = mySubscriptionRow(subscription({ status: 'cancelled', is_cancelled: true, cancellation_reason: 'TOO_EXPENSIVE' }));
    expect(row).toMatchObject({ status: 'Unsubscribed', date: 'Expires on 21/02/27' });
  });

  it('tells an expired or overdue subscription apart, and names a collab', () => {
    expect(mySubscriptionRow(subscription({ status: 'expired', is_entitled: false }))).toMatchObject({ status: 'Expired', date: 'Expired on 21/02/27' });
    expect(mySubscriptionRow(subscription({ status: 'past_due' }))).toMatchObject({ status: 'Payment due' });
    expect(mySubscriptionRow(subscription({ target: { kind: 'group', _id: 'g1', name: 'Duo', username: null } }))).toMatchObject({ kind: 'Collab', to: '/collab/g1' });
  });
});
