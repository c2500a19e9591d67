import { describe, expect, it } from 'vitest';
import { purchaseRefusal, sharedItemPrice } from './shared-item';

describe('sharedItemPrice', () => {
  it("shows a post's price alone and a package's price with its months", () => {
    expect(sharedItemPrice({ price: 9, months: null })).toBe('$9.00');
    expect(sharedItemPrice({ price: 12, months: 1 })).toBe('$12.00 for 1 month');
    expect(sharedItemPrice({ price: 30, months: 3 })).toBe('$30.00 for 3 months');
  });
});

describe('purchaseRefusal', () => {
  it("falls back to the spec's message when the failure carries none of the server's", () => {
    expect(purchaseRefusal(new TypeError('Failed to fetch'))).toBe('An error occurred during the purchase.');
  });
});
