import type { Transaction } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { chatFeeErrorMessage, chatFeeOutcome } from './chat-fee-purchase';

const answer = (status: Transaction['status'], method: Transaction['method'] = 'wallet') => ({ status, method }) as Transaction;

describe('chatFeeOutcome', () => {
  it('closes a paid fee, spins for a pending card charge, goes to the bank for iDEAL, and shows a failure', () => {
    expect(chatFeeOutcome(answer('Completed'))).toBe('paid');
    expect(chatFeeOutcome(answer('Pending', 'card'))).toBe('processing');
    expect(chatFeeOutcome(answer('Pending', 'iDEAL'))).toBe('bank');
    expect(chatFeeOutcome(answer('Failed', 'card'))).toBe('failed');
  });

  it('sends a fee paid with the hosted wallet (the v2 call) to its page', () => {
    expect(chatFeeOutcome(answer('Pending', 'skrill'))).toBe('wallet-page');
    expect(chatFeeOutcome(answer('Failed', 'skrill'))).toBe('failed');
  });
});

describe('chatFeeErrorMessage', () => {
  it("keeps 'Insufficient balance' and words anything else as the spec's failure", () => {
    expect(chatFeeErrorMessage('Insufficient balance')).toBe('Insufficient balance');
    expect(chatFeeErrorMessage('Card declined')).toBe('Error paying chat fee. Please try again later!');
    expect(chatFeeErrorMessage(null)).toBe('Error paying chat fee. Please try again later!');
  });
});
