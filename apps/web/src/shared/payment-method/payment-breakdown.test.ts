import { describe, expect, it } from 'vitest';
import { paymentBreakdown, paymentSummaryText } from './payment-breakdown';

const vat21 = { tax_percentage: 21, tax_name: 'VAT' };

describe('paymentSummaryText', () => {
  it('adds the tax from the tax information to the total', () => {
    expect(paymentSummaryText(10, vat21)).toBe('You will pay $10.00 + 21% VAT ($2.10) = $12.10');
  });

  it('uses thousands separators and rounds the tax half up to the cent', () => {
    expect(paymentSummaryText(1000, vat21)).toBe('You will pay $1,000.00 + 21% VAT ($210.00) = $1,210.00');
    expect(paymentSummaryText(5.5, { tax_percentage: 9, tax_name: 'BTW' })).toBe('You will pay $5.50 + 9% BTW ($0.50) = $6.00');
  });

  it('shows fractional rates as they are', () => {
    expect(paymentSummaryText(100, { tax_percentage: 20.5, tax_name: 'VAT' })).toBe(
      'You will pay $100.00 + 20.5% VAT ($20.50) = $120.50',
    );
  });

  it('names only the amount when there is no tax', () => {
    expect(paymentSummaryText(20, { tax_percentage: 0, tax_name: 'VAT' })).toBe('You will pay $20.00');
    expect(paymentSummaryText(20, undefined)).toBe('You will pay $20.00');
  });

  it('lists the processing fee of a small price', () => {
    expect(paymentSummaryText(2, { tax_percentage: 0, tax_name: 'VAT' })).toBe('You will pay $2.00 + processing fee ($0.40) = $2.40');
  });
});

describe('paymentBreakdown', () => {
  it('works in cents', () => {
    expect(paymentBreakdown(19.99, 21)).toEqual({ amountCents: 1999, taxCents: 420, processingFeeCents: 0, totalCents: 2419 });
  });
});
