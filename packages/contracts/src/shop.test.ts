import { describe, expect, it } from 'vitest';
import { addressInputSchema, addressPatchSchema, countryLabel } from './addresses.ts';
import { buyProductSchema, productInputSchema, productPatchSchema, quantityProblem, shopMessages } from './shop.ts';

const product = { name: 'Poster', media: ['https://cdn.example/x.jpg'], category: 'Hair', price: 9.99, quantity: 3 };

describe('productInputSchema', () => {
  it('fills what is left out and keeps a custom category only for Others', () => {
    expect(productInputSchema.parse(product)).toMatchObject({ brand: '', description: '', variations: { colors: [], sizes: [] }, sell_type: 'Physical', is_public: true, custom_category: null });
    expect(productInputSchema.parse({ ...product, category: 'Others', custom_category: 'Polaroids' }).custom_category).toBe('Polaroids');
    expect(productInputSchema.parse({ ...product, variations: { colors: ['Red', 'Red'] } }).variations).toEqual({ colors: ['Red'], sizes: [] });
  });

  it('refuses prices outside $0.99–$10,000 and stock that is not a whole number ≥ 0', () => {
    const messages = (change: object) => productInputSchema.safeParse({ ...product, ...change }).error?.issues.map((issue) => issue.message);
    expect(messages({ price: 0.5 })).toEqual([shopMessages.priceMinimum]);
    expect(messages({ price: 10_001 })).toEqual([shopMessages.priceMaximum]);
    expect(messages({ quantity: -1 })).toEqual([shopMessages.quantityInvalid]);
    expect(messages({ category: 'Others' })).toEqual([shopMessages.customCategoryRequired]);
  });

  it('lets a patch leave fields out without defaults overwriting them', () => {
    expect(productPatchSchema.parse({ price: 5 })).toEqual({ price: 5 });
  });
});

describe('buying', () => {
  it('needs qty ≥ 1, an address and a card for card payments', () => {
    const base = { product_id: crypto.randomUUID(), qty: 1, delivery_address_id: crypto.randomUUID(), payment_mode: 'wallet' };
    expect(buyProductSchema.safeParse(base).success).toBe(true);
    expect(buyProductSchema.safeParse({ ...base, qty: 0 }).error?.issues[0]?.message).toBe(shopMessages.qtyMinimum);
    expect(buyProductSchema.safeParse({ ...base, payment_mode: 'card' }).error?.issues[0]?.message).toBe('Card selection is required');
  });

  it("words the quantity rule as the spec does", () => {
    expect(quantityProblem(1, 3)).toBeNull();
    expect(quantityProblem(4, 3)).toBe("You can't add more items. There are only 3 items available");
    expect(quantityProblem(1, 0)).toBe(shopMessages.soldOut);
    expect(quantityProblem(0, 3)).toBe(shopMessages.qtyMinimum);
  });
});

describe('addresses', () => {
  const address = { label: 'Home', street: 'Main 1', city: 'Utrecht', state: 'UT', zip_code: '3511 AA', country: 'NL:Netherlands', phone_number: '+31 30 123 4567' };

  it("stores the country 'code:name' and shows the name", () => {
    expect(addressInputSchema.parse(address)).toMatchObject({ flat: '', is_default: false, type: 'Delivery' });
    expect(addressInputSchema.safeParse({ ...address, country: 'Netherlands' }).success).toBe(false);
    expect(countryLabel('NL:Netherlands')).toBe('Netherlands');
  });

  it('patches only what is given', () => {
    expect(addressPatchSchema.parse({ city: 'Delft' })).toEqual({ city: 'Delft' });
  });
});
