import type { SubscriptionPackage } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { periodText, perMonthText, subscriptionPriceLines } from './subscription-price';

const noDiscount: SubscriptionPackage['discount'] = {
  enabled: false,
  type: 'percentage',
  percentage: 0,
  amount: 0,
  start_date: null,
  end_date: null,
  applies_on_renewal: false,
  is_permanant: false,
  for_cycles: null,
};

const pkg = (overrides: Partial<SubscriptionPackage>): SubscriptionPackage => ({
  _id: 'p1',
  name: 'Monthly',
  validity_type: 'MONTHLY',
  price: 10,
  final_price: 10,
  offer_type: 'FEE',
  is_active: true,
  trial_period: 0,
  is_subscribed: false,
  discount: noDiscount,
  ...overrides,
});

describe('subscriptionPriceLines', () => {
  it('adds amount × tax_percentage / 100 to the total', () => {
    const lines = subscriptionPriceLines(pkg({ price: 10, final_price: 10 }), 21);
    expect(lines.breakdown).toEqual({ amountCents: 1000, taxCents: 210, processingFeeCents: 0, totalCents: 1210 });
    expect(lines.discountText).toBeNull();
  });

  it('charges no tax when the payer has none', () => {
    expect(subscriptionPriceLines(pkg({ price: 12.5, final_price: 12.5 }), 0).breakdown.totalCents).toBe(1250);
  });

  it('prices a longer period per month and taxes its discounted total', () => {
    const lines = subscriptionPriceLines(
      pkg({ validity_type: 'QUARTERLY', price: 30, final_price: 28.5, discount: { ...noDiscount, enabled: true, percentage: 5 } }),
      9,
    );
    expect(lines.label).toBe('3 Months');
    expect(lines.months).toBe(3);
    expect(perMonthText(lines)).toBe('$9.50 / month');
    expect(lines.discountText).toBe('Save 5%');
    // 28.50 × 9% = 2.565, rounded half up to 2.57.
    expect(lines.breakdown.taxCents).toBe(257);
    expect(lines.breakdown.totalCents).toBe(3107);
  });

  it('names an amount discount by what it saves', () => {
    const lines = subscriptionPriceLines(
      pkg({ validity_type: 'YEARLY', price: 120, final_price: 100, discount: { ...noDiscount, enabled: true, type: 'amount', amount: 20 } }),
      0,
    );
    expect(lines.discountText).toBe('Save $20.00');
    expect(perMonthText(lines)).toBe('$8.33 / month');
  });

  it('says how often a period renews', () => {
    expect(periodText(1)).toBe('month');
    expect(periodText(12)).toBe('12 months');
  });
});
