import { paymentMessages } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { canPay, subscribeProblems } from './subscribe-rules';

const ok = { selection: 'wallet', selectionProblem: null, savedCardCount: 1, consent: true };

describe('subscribeProblems', () => {
  it('lets a consenting payer with a saved card pay from the wallet', () => {
    const problems = subscribeProblems(ok);
    expect(problems).toEqual({ payment: null, consent: null });
    expect(canPay(problems)).toBe(true);
  });

  it('requires the consent checkbox', () => {
    const problems = subscribeProblems({ ...ok, consent: false });
    expect(problems.consent).toBe('Please accept the terms to continue');
    expect(canPay(problems)).toBe(false);
  });

  it('asks for a saved card before a wallet subscription', () => {
    const problems = subscribeProblems({ ...ok, savedCardCount: 0 });
    expect(problems.payment).toEqual({ message: 'Add a card to proceed with the payment.', needsCard: true });
    expect(canPay(problems)).toBe(false);
  });

  it('needs no saved card for iDEAL', () => {
    expect(subscribeProblems({ ...ok, selection: 'iDEAL', savedCardCount: 0 }).payment).toBeNull();
  });

  it("passes on the selector's own problems first", () => {
    expect(subscribeProblems({ ...ok, selection: null, selectionProblem: { message: paymentMessages.paymentTypeRequired } }).payment?.message).toBe(
      'Payment Type is required',
    );
    const short = subscribeProblems({
      ...ok,
      savedCardCount: 0,
      selectionProblem: { message: paymentMessages.insufficientBalance, needsFunds: true },
    });
    expect(short.payment).toEqual({ message: 'Insufficient balance. Please add funds to your wallet.', needsFunds: true });
  });
});
