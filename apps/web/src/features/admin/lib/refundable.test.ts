import { describe, expect, it } from 'vitest';
import { isRefundable } from './refundable';

describe('isRefundable', () => {
  it('offers a refund of a completed purchase', () => {
    expect(isRefundable({ status: 'Completed', category: 'Tip', dispute: null })).toBe(true);
    expect(isRefundable({ status: 'Completed', category: 'PremiumPost', dispute: 'won' })).toBe(true);
  });

  it('not of a deposit, a withdrawal, a refunded or pending one, nor one under an open dispute', () => {
    expect(isRefundable({ status: 'Completed', category: 'WalletRecharge', dispute: null })).toBe(false);
    expect(isRefundable({ status: 'Completed', category: 'Withdraw', dispute: null })).toBe(false);
    expect(isRefundable({ status: 'Refunded', category: 'Tip', dispute: null })).toBe(false);
    expect(isRefundable({ status: 'Pending', category: 'Tip', dispute: null })).toBe(false);
    expect(isRefundable({ status: 'Completed', category: 'Tip', dispute: 'open' })).toBe(false);
  });
});
