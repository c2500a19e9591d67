import { describe, expect, it } from 'vitest';
import { depositButtonLabel, depositFormDefaults, depositFormSchema } from './deposit-form';

const amountError = (amount: string) => {
  const result = depositFormSchema.safeParse({ amount });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('depositFormSchema', () => {
  it('starts at $100', () => {
    expect(depositFormDefaults.amount).toBe('100');
    expect(depositFormSchema.parse(depositFormDefaults)).toEqual({ amount: 100 });
  });

  it('reads amounts with thousands separators', () => {
    expect(depositFormSchema.parse({ amount: '1,000' })).toEqual({ amount: 1000 });
    expect(depositFormSchema.parse({ amount: '10' })).toEqual({ amount: 10 });
  });

  it('needs at least $10', () => {
    expect(amountError('9')).toBe('Needs to be greater than or equal to $10');
    expect(amountError('0')).toBe('Needs to be greater than or equal to $10');
    expect(amountError('')).toBe('Needs to be greater than or equal to $10');
    expect(amountError('10')).toBeNull();
  });

  it('keeps to the contract ceiling', () => {
    expect(amountError('100,001')).toBe('Deposits are limited to $100,000');
  });
});

describe('depositButtonLabel', () => {
  it('names the amount when there is one', () => {
    expect(depositButtonLabel(1000)).toBe('Deposit $1,000.00');
    expect(depositButtonLabel(Number.NaN)).toBe('Deposit');
  });
});
