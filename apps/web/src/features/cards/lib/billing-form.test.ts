import { describe, expect, it } from 'vitest';
import { billingFormSchema, emptyBillingForm } from './billing-form';

const filled = { full_address: 'Keizersgracht 1', city: 'Amsterdam', state: 'Noord-Holland', zip_code: '1015 CJ', country: 'Netherlands' };

const errors = (input: unknown) => {
  const result = billingFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('billingFormSchema', () => {
  it('needs every field and the ticked box', () => {
    expect(errors(emptyBillingForm)).toEqual({
      full_address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zip_code: 'Zip code is required',
      country: 'Country is required',
      save_card: 'Tick the box to save this card',
    });
  });

  it('accepts a full address with the box ticked', () => {
    expect(billingFormSchema.parse({ ...filled, save_card: true })).toEqual({ ...filled, save_card: true });
  });

  it('refuses an untouched box even with the address filled', () => {
    expect(errors({ ...filled, save_card: false })).toEqual({ save_card: 'Tick the box to save this card' });
  });
});
