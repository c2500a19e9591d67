import { describe, expect, it } from 'vitest';
import { WITHDRAW_DEFAULT_AMOUNT, withdrawAmountProblem, withdrawConfirmRefusal, withdrawMinimum } from './withdraw-rules';

describe('withdrawMinimum', () => {
  it('is $100 for the first withdrawal and $25 afterwards', () => {
    expect(withdrawMinimum(false)).toBe(100);
    expect(withdrawMinimum(true)).toBe(25);
  });
});

describe('withdrawAmountProblem', () => {
  const later = { balance: 500, isFirstWithdrawalDone: true };
  const first = { balance: 500, isFirstWithdrawalDone: false };

  it('shows the minimum of the first withdrawal', () => {
    expect(withdrawAmountProblem({ ...first, amount: 99.99 })).toBe('Minimum amount: $100');
    expect(withdrawAmountProblem({ ...first, amount: 100 })).toBeNull();
  });

  it('shows the minimum of later withdrawals', () => {
    expect(withdrawAmountProblem({ ...later, amount: 24 })).toBe('Minimum amount: $25');
    expect(withdrawAmountProblem({ ...later, amount: 25 })).toBeNull();
  });

  it("says 'Insufficent Balance' (spelled so) above the balance", () => {
    expect(withdrawAmountProblem({ ...later, amount: 500.01 })).toBe('Insufficent Balance');
    expect(withdrawAmountProblem({ ...later, amount: 500 })).toBeNull();
  });

  it('treats an empty or malformed amount as below the minimum', () => {
    expect(withdrawAmountProblem({ ...later, amount: Number.NaN })).toBe('Minimum amount: $25');
  });

  it('flags the default amount of a first withdrawal', () => {
    expect(withdrawAmountProblem({ ...first, amount: Number(WITHDRAW_DEFAULT_AMOUNT) })).toBe('Minimum amount: $100');
  });
});

describe('withdrawConfirmRefusal', () => {
  it('refuses more than the withdrawable balance', () => {
    expect(withdrawConfirmRefusal({ amount: 600, balance: 500 })).toBe('Insufficient withdrawable balance');
  });

  it('refuses $25 to $49 although the form allows them after the first withdrawal (the spec keeps this)', () => {
    const later = { balance: 500, isFirstWithdrawalDone: true };
    for (const amount of [25, 30, 49, 49.99]) {
      expect(withdrawAmountProblem({ ...later, amount })).toBeNull();
      expect(withdrawConfirmRefusal({ amount, balance: 500 })).toBe('You must withdraw at least $100');
    }
  });

  it('lets $50 and more through', () => {
    expect(withdrawConfirmRefusal({ amount: 50, balance: 500 })).toBeNull();
    expect(withdrawConfirmRefusal({ amount: 500, balance: 500 })).toBeNull();
  });
});
