import type { Notification } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { paymentFailureOf } from './payment-failure';

const pushed = (type: Notification['type'], data: Notification['data'], message = 'Payment Failed') => ({ type, message, data });

describe('paymentFailureOf', () => {
  it('answers the failure reason of a failed payment of any kind', () => {
    expect(paymentFailureOf(pushed('Post-Purchase', { status: 'failed', failure_reason: 'Card declined' }))).toBe('Card declined');
    expect(paymentFailureOf(pushed('Call-And-Rating-Request', { status: 'failed' }, 'Payment expired'))).toBe('Payment expired');
    expect(paymentFailureOf(pushed('Consumable-Purchase', { status: 'failed' }, ''))).toBe('Payment Failed');
  });

  it('leaves successes, news without a status, card news and deposits (followed by their own flows) alone', () => {
    expect(paymentFailureOf(pushed('Wallet-Recharge', { status: 'failed', failure_reason: 'Card declined' }))).toBeNull();
    expect(paymentFailureOf(pushed('Post-Purchase', { status: 'success' }))).toBeNull();
    expect(paymentFailureOf(pushed('Announcement', {}))).toBeNull();
    expect(paymentFailureOf(pushed('AddCardStatus', { status: 'failed', failure_reason: 'Card Already Added' }))).toBeNull();
  });
});
