import { describe, expect, it } from 'vitest';
import { addMonths, applyDiscount, monthlyEquivalentCents, periodPriceCents, type PackageDiscount } from './subscription-pricing.ts';

const discount = (overrides: Partial<PackageDiscount> = {}): PackageDiscount => ({
  type: 'percentage',
  percentage: 10,
  amountCents: 0,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  isPermanent: false,
  appliesOnRenewal: false,
  forCycles: null,
  ...overrides,
});
const at = new Date('2026-11-21T12:00:00Z');

describe('periodPriceCents', () => {
  it('takes a live percentage discount on the first purchase', () => {
    expect(periodPriceCents({ priceCents: 1500, discount: discount() }, { at })).toBe(1350);
  });

  it('ignores a discount outside its dates unless it is permanent', () => {
    const later = new Date('2026-12-02T00:00:00Z');
    expect(periodPriceCents({ priceCents: 1500, discount: discount() }, { at: later })).toBe(1500);
    expect(periodPriceCents({ priceCents: 1500, discount: discount({ isPermanent: true }) }, { at: later })).toBe(1350);
  });

  it('applies on renewal only when told to, and only for its cycles', () => {
    const pkg = { priceCents: 1000, discount: discount({ type: 'amount', amountCents: 300, isPermanent: true, appliesOnRenewal: true, forCycles: 2 }) };
    expect(periodPriceCents(pkg, { at, renewal: { cycle: 1 } })).toBe(700);
    expect(periodPriceCents(pkg, { at, renewal: { cycle: 2 } })).toBe(700);
    expect(periodPriceCents(pkg, { at, renewal: { cycle: 3 } })).toBe(1000);
    expect(periodPriceCents({ priceCents: 1000, discount: discount({ isPermanent: true }) }, { at, renewal: { cycle: 1 } })).toBe(1000);
  });
});

describe('discount arithmetic', () => {
  it('never goes below zero', () => {
    expect(applyDiscount(500, discount({ type: 'amount', amountCents: 900 }))).toBe(0);
  });

  it('shows a quarter per month', () => {
    expect(monthlyEquivalentCents(1500, 'QUARTERLY')).toBe(500);
  });

  it('adds months keeping the day, clamped to the month end', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-21T10:00:00Z'), 3).toISOString()).toBe('2027-02-21T10:00:00.000Z');
  });
});
