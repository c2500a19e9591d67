import { describe, expect, it } from 'vitest';
import { chosenTipAmount, tipChips, tipFormDefaults, tipFormSchema } from './tip-form';

const firstError = (input: unknown) => {
  const result = tipFormSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the tip form', () => {
  it('offers 10, 20, 200, 500, 1000 and Custom', () => {
    expect(tipChips).toEqual(['10', '20', '200', '500', '1000', 'custom']);
  });

  it('starts the custom amount at 100', () => {
    expect(tipFormDefaults.custom).toBe(100);
    expect(chosenTipAmount({ ...tipFormDefaults, preset: 'custom' })).toBe(100);
  });

  it('reads the amount from the chip or the custom field', () => {
    expect(tipFormSchema.parse({ preset: '200', custom: 7, message: '' })).toEqual({ amount: 200, message: undefined });
    expect(tipFormSchema.parse({ preset: 'custom', custom: 42.5, message: ' Thanks! ' })).toEqual({ amount: 42.5, message: 'Thanks!' });
  });

  it("keeps a tip between 5 and 5000 with the spec's messages", () => {
    expect(firstError({ preset: 'custom', custom: '', message: '' })).toBe('Tip amount is required');
    expect(firstError({ preset: 'custom', custom: 4.99, message: '' })).toBe('Tip amount should not be less than 5');
    expect(firstError({ preset: 'custom', custom: 5000.01, message: '' })).toBe('Tip amount should not exceed 5000');
    expect(firstError({ preset: 'custom', custom: 5, message: '' })).toBeNull();
    expect(firstError({ preset: 'custom', custom: 5000, message: '' })).toBeNull();
  });

  it('limits the message to 500 characters', () => {
    expect(firstError({ preset: '10', custom: 100, message: 'x'.repeat(501) })).toBe('Message must be at most 500 characters');
  });
});
