import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceCharges, splitIncome } from './pricing.ts';

describe('priceCharges', () => {
  it('adds tax as amount × tax_percentage / 100 and no processing fee above $4.99', () => {
    expect(priceCharges({ priceCents: 1000, tax: { tax_percentage: 21, tax_name: 'VAT' } })).toEqual({
      amountCents: 1000,
      taxCents: 210,
      processingFeeCents: 0,
      totalCents: 1210,
      taxBasisPoints: 2100,
      taxName: 'VAT',
    });
  });

  it('charges the fan a processing fee from $0.99 to $4.99 only', () => {
    const fee = (priceCents: number) => priceCharges({ priceCents, tax: { tax_percentage: 0, tax_name: '' } }).processingFeeCents;
    expect(fee(98)).toBe(0);
    expect(fee(99)).toBe(35);
    expect(fee(499)).toBe(55);
    expect(fee(500)).toBe(0);
  });

  it('charges no tax and no fee on a deposit', () => {
    const deposit = priceCharges({ priceCents: 499, tax: { tax_percentage: 21, tax_name: 'VAT' }, isDeposit: true });
    expect(deposit.totalCents).toBe(499);
  });
});

describe('splitIncome', () => {
  it('gives the platform its fee and the creator the rest', () => {
    expect(splitIncome(1000, { creatorId: 'c' })).toEqual({
      platformFeeCents: 200,
      agencyFeeCents: 0,
      shares: [{ recipientId: 'c', share: 'creator', amountCents: 800 }],
    });
  });

  it('always adds up to the price exactly, whatever the shares', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 3 }),
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
        (amount, collaboratorPercents, agencyPercent) => {
          const split = splitIncome(amount, {
            creatorId: 'creator',
            collaborators: collaboratorPercents.map((percent, index) => ({ userId: `collaborator-${index}`, percent })),
            agency: agencyPercent ? { agencyId: 'agency', percent: agencyPercent } : undefined,
          });
          const shared = split.shares.reduce((sum, share) => sum + share.amountCents, 0);
          expect(split.platformFeeCents + shared).toBe(amount);
          expect(split.shares.every((share) => share.amountCents > 0)).toBe(true);
        },
      ),
    );
  });
});
