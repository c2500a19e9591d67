import type { Transaction } from '@velvet/contracts';
import { productInputSchema } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { categoryLabel, nextOrderStatus, stepsDone, stockLabel } from './product-display';
import { newProductDefaults, splitList, toProductPayload } from './product-form';
import { needsConfirmation, nextStep, purchaseOutcome, stepQuantity } from './purchase-steps';

describe('the purchase steps', () => {
  it("moves as the spec's transitions say", () => {
    expect(nextStep('confirm', 'next')).toBe('delivery');
    expect(nextStep('delivery', 'back')).toBe('confirm');
    expect(nextStep('delivery', 'addAddress')).toBe('address');
    expect(nextStep('address', 'addressSaved')).toBe('delivery');
    expect(nextStep('delivery', 'purchased')).toBe('done');
    expect(nextStep('confirm', 'addAddress')).toBe('confirm');
  });

  it('keeps the quantity between 1 and the stock, with the spec’s words past it', () => {
    expect(stepQuantity(1, 1, 3)).toEqual({ qty: 2, problem: null });
    expect(stepQuantity(3, 1, 3)).toEqual({ qty: 3, problem: "You can't add more items. There are only 3 items available" });
    expect(stepQuantity(1, -1, 3)).toEqual({ qty: 1, problem: null });
  });

  it('reads the answer: paid, waiting, at the bank or failed; iDEAL asks no Yes/No', () => {
    const answer = (status: string, method = 'wallet', redirect_url: string | null = null) => ({ status, method, redirect_url }) as unknown as Transaction;
    expect(purchaseOutcome(answer('Completed'))).toBe('paid');
    expect(purchaseOutcome(answer('Pending', 'card'))).toBe('waiting');
    expect(purchaseOutcome(answer('Pending', 'iDEAL', 'https://bank.example/pay'))).toBe('bank');
    expect(purchaseOutcome(answer('Failed', 'card'))).toBe('failed');
    expect(needsConfirmation('wallet')).toBe(true);
    expect(needsConfirmation('iDEAL')).toBe(false);
  });
});

describe('product display', () => {
  it('shows the stock state, the category and the order timeline', () => {
    expect(stockLabel(0).label).toBe('Sold out');
    expect(stockLabel(2).label).toBe('Only 2 left');
    expect(stockLabel(10).label).toBe('In stock');
    expect(categoryLabel({ category: 'Others', custom_category: 'Polaroids' })).toBe('Polaroids');
    expect(categoryLabel({ category: 'Hair', custom_category: null })).toBe('Hair');
    expect(stepsDone('Shipped')).toBe(2);
    expect(stepsDone('Cancelled')).toBe(0);
    expect(nextOrderStatus('Placed')).toBe('Shipped');
    expect(nextOrderStatus('Delivered')).toBeNull();
  });
});

describe('the product form', () => {
  it('turns comma lists into variations the shared schema accepts', () => {
    expect(splitList(' Red, Black,, Red ')).toEqual(['Red', 'Black']);
    const payload = toProductPayload({ ...newProductDefaults, name: 'Poster', media: ['https://cdn/x.jpg'], category: 'Hair', price: 5, colors: 'Red, Blue', sizes: '' });
    const parsed = productInputSchema.parse(payload);
    expect(parsed).toMatchObject({ variations: { colors: ['Red', 'Blue'], sizes: [] }, custom_category: null });
  });

  it("needs a custom category for Others, in the schema's words", () => {
    const payload = toProductPayload({ ...newProductDefaults, name: 'Poster', media: ['https://cdn/x.jpg'], category: 'Others', price: 5 });
    const result = productInputSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['custom_category'], message: 'Custom category is required' });
  });
});
