import type { DepositResult } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { depositFlowReducer, idleDeposit, type DepositFlowEvent, type DepositFlowState } from './deposit-flow';

const result = (overrides: Partial<DepositResult> = {}): DepositResult => ({
  transaction_id: 'tx-1',
  status: 'Pending',
  redirect_url: null,
  failure_reason: null,
  ...overrides,
});

const run = (events: DepositFlowEvent[], from: DepositFlowState = idleDeposit) => events.reduce(depositFlowReducer, from);

const processingCard = run([{ type: 'submitted', mode: 'card' }, { type: 'answered', result: result() }]);

describe('depositFlowReducer', () => {
  it('sets the processing flag when a card deposit is answered Pending', () => {
    expect(processingCard).toEqual({ phase: 'processing', mode: 'card', transactionId: 'tx-1' });
  });

  it('succeeds on a Wallet-Recharge notification with status success', () => {
    expect(run([{ type: 'notified', status: 'success', transactionId: 'tx-1' }], processingCard)).toEqual({
      phase: 'succeeded',
      mode: 'card',
      transactionId: 'tx-1',
    });
  });

  it('fails on any other status', () => {
    expect(run([{ type: 'notified', status: 'failed', transactionId: 'tx-1' }], processingCard)).toMatchObject({ phase: 'failed' });
    expect(run([{ type: 'notified', status: undefined, transactionId: undefined }], processingCard)).toMatchObject({ phase: 'failed' });
  });

  it('waits on through a pending notification and ignores another deposit', () => {
    expect(run([{ type: 'notified', status: 'pending', transactionId: 'tx-1' }], processingCard)).toBe(processingCard);
    expect(run([{ type: 'notified', status: 'success', transactionId: 'tx-other' }], processingCard)).toBe(processingCard);
  });

  it('settles from the polled transaction when the notification never came', () => {
    expect(run([{ type: 'polled', transactionId: 'tx-1', status: 'Pending', failureReason: null }], processingCard)).toBe(processingCard);
    expect(run([{ type: 'polled', transactionId: 'tx-1', status: 'Completed', failureReason: null }], processingCard)).toMatchObject({
      phase: 'succeeded',
    });
    expect(run([{ type: 'polled', transactionId: 'tx-1', status: 'Expired', failureReason: 'Expired' }], processingCard)).toEqual({
      phase: 'failed',
      mode: 'card',
      transactionId: 'tx-1',
      reason: 'Expired',
    });
  });

  it('settles at once when the answer is already final', () => {
    const submitted = run([{ type: 'submitted', mode: 'card' }]);
    expect(run([{ type: 'answered', result: result({ status: 'Completed' }) }], submitted)).toMatchObject({ phase: 'succeeded' });
    expect(run([{ type: 'answered', result: result({ status: 'Failed', failure_reason: 'Card declined' }) }], submitted)).toMatchObject({
      phase: 'failed',
      reason: 'Card declined',
    });
  });

  it('keeps the refusal message of the API for the form', () => {
    expect(run([{ type: 'submitted', mode: 'iDEAL' }, { type: 'refused', message: 'Deposits are limited to $100,000' }])).toEqual({
      phase: 'refused',
      message: 'Deposits are limited to $100,000',
    });
  });

  it('stops waiting after too long, and a new deposit may start', () => {
    const unsettled = run([{ type: 'waitedTooLong' }], processingCard);
    expect(unsettled).toEqual({ phase: 'unsettled', mode: 'card', transactionId: 'tx-1' });
    expect(run([{ type: 'submitted', mode: 'card' }], unsettled)).toEqual({ phase: 'submitting', mode: 'card' });
    expect(run([{ type: 'waitedTooLong' }], idleDeposit)).toBe(idleDeposit);
  });

  it('does not start a second deposit while one is under way', () => {
    expect(run([{ type: 'submitted', mode: 'iDEAL' }], processingCard)).toBe(processingCard);
  });

  it('ignores late events once settled', () => {
    const settled = run([{ type: 'notified', status: 'success', transactionId: 'tx-1' }], processingCard);
    expect(run([{ type: 'notified', status: 'failed', transactionId: 'tx-1' }], settled)).toBe(settled);
    expect(run([{ type: 'reset' }], settled)).toEqual({ phase: 'idle' });
  });
});
