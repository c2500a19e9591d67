import { describe, expect, it } from 'vitest';
import { purchaseAnswer, settlementFromNotification, settlementFromTransaction } from './settlement';

describe('settlementFromNotification', () => {
  it('settles only the transaction it is about', () => {
    expect(settlementFromNotification({ status: 'success', transaction_id: 'other' }, 't1')).toBeNull();
    expect(settlementFromNotification({ status: 'success', transaction_id: 't1' }, 't1')).toEqual({ status: 'success' });
  });

  it("says 'Something went wrong' for a failed payment and waits on a pending one", () => {
    expect(settlementFromNotification({ status: 'failed', transaction_id: 't1', failure_reason: 'Card declined' }, 't1')).toEqual({
      status: 'failed',
      reason: 'Something went wrong',
    });
    expect(settlementFromNotification({ status: 'pending', transaction_id: 't1' }, 't1')).toBeNull();
  });
});

describe('settlementFromTransaction', () => {
  it('waits while the transaction is pending', () => {
    expect(settlementFromTransaction({ status: 'Pending', failure_reason: null })).toBeNull();
  });

  it('reads a completed transaction as success and a failed one with its reason', () => {
    expect(settlementFromTransaction({ status: 'Completed', failure_reason: null })).toEqual({ status: 'success' });
    expect(settlementFromTransaction({ status: 'Failed', failure_reason: 'Card declined' })).toEqual({ status: 'failed', reason: 'Card declined' });
    expect(settlementFromTransaction({ status: 'Expired', failure_reason: null })).toEqual({ status: 'failed', reason: 'Something went wrong' });
  });
});

describe('purchaseAnswer', () => {
  it('ends a wallet payment with its answer', () => {
    expect(purchaseAnswer({ _id: 't1', status: 'Completed', failure_reason: null }, 'wallet')).toEqual({ next: 'settled', settlement: { status: 'success' } });
    expect(purchaseAnswer({ _id: 't1', status: 'Failed', failure_reason: 'Card declined' }, 'card')).toEqual({
      next: 'settled',
      settlement: { status: 'failed', reason: 'Card declined' },
    });
  });

  it('waits for a pending card payment here, and sends an iDEAL one to the bank', () => {
    expect(purchaseAnswer({ _id: 't2', status: 'Pending', failure_reason: null }, 'card')).toEqual({ next: 'wait', transactionId: 't2', sendToBank: false });
    expect(purchaseAnswer({ _id: 't3', status: 'Pending', failure_reason: null }, 'iDEAL')).toEqual({ next: 'wait', transactionId: 't3', sendToBank: true });
  });
});
