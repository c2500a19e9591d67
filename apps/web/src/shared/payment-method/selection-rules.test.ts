import { describe, expect, it } from 'vitest';
import { defaultPaymentSelection, needsPaymentMethodFirst, paymentSelectionProblem, type PaymentRulesContext } from './selection-rules';

const cardId = '7d9f4f3e-2c1a-4b8e-9a3f-0c2d1e4f5a6b';

const tip: PaymentRulesContext = {
  modes: ['wallet', 'card', 'iDEAL', 'skrill'],
  amount: 10,
  taxPercentage: 21,
  walletBalance: 100,
  cardIds: [cardId],
  idealEnabled: true,
  skrillEnabled: true,
};

const message = (selection: string | null, context: Partial<PaymentRulesContext> = {}) =>
  paymentSelectionProblem(selection, { ...tip, ...context })?.message ?? null;

describe('paymentSelectionProblem', () => {
  it('requires a payment type', () => {
    expect(message(null)).toBe('Payment Type is required');
    expect(message('')).toBe('Payment Type is required');
  });

  it('refuses a mode the payment does not offer', () => {
    expect(message('wallet', { modes: ['card', 'iDEAL'] })).toBe('Payment Type is required');
  });

  it('requires one of the saved cards for a card payment', () => {
    expect(message(`card-${cardId}`)).toBeNull();
    expect(message('card-')).toBe('Card selection is required');
    expect(message('card-0b1c2d3e-0000-4000-8000-000000000000')).toBe('Card selection is required');
  });

  it('refuses iDEAL while its gateway is down', () => {
    expect(message('iDEAL')).toBeNull();
    expect(message('iDEAL', { idealEnabled: false })).toBe(
      'Temporary Gateway Issue - Please select an alternative payment method',
    );
  });

  it('offers Skrill only where the payment offers it and while its flag is on', () => {
    expect(message('skrill')).toBeNull();
    expect(message('skrill', { modes: ['wallet', 'card'] })).toBe('Payment Type is required');
    expect(message('skrill', { skrillEnabled: false })).toBe('Skrill is not available right now. Please select another payment method.');
  });

  it('needs the wallet to cover the amount plus tax', () => {
    // $10 + 21% = $12.10
    expect(message('wallet', { walletBalance: 12.1 })).toBeNull();
    const short = paymentSelectionProblem('wallet', { ...tip, walletBalance: 12.09 });
    expect(short).toEqual({ message: 'Insufficient balance. Please add funds to your wallet.', needsFunds: true });
  });

  it('does not judge the wallet before its balance is known', () => {
    expect(message('wallet', { walletBalance: undefined })).toBeNull();
  });
});

describe('defaultPaymentSelection', () => {
  const cards = [
    { _id: 'a', is_default: false },
    { _id: 'b', is_default: true },
  ];

  it('prefers the wallet when it is offered', () => {
    expect(defaultPaymentSelection(['wallet', 'card'], cards)).toBe('wallet');
  });

  it('otherwise picks the default card, or the first one', () => {
    expect(defaultPaymentSelection(['card', 'iDEAL'], cards)).toBe('card-b');
    expect(defaultPaymentSelection(['card', 'iDEAL'], [{ _id: 'a', is_default: false }])).toBe('card-a');
  });

  it('chooses nothing without cards', () => {
    expect(defaultPaymentSelection(['card', 'iDEAL'], [])).toBeNull();
  });
});

describe('needsPaymentMethodFirst', () => {
  const noCard = { ...tip, cardIds: [] };
  it('prompts when a card is needed and none is saved: no wallet, or one too short, and no iDEAL or Skrill to pay with', () => {
    expect(needsPaymentMethodFirst({ ...noCard, modes: ['card'] })).toBe(true);
    expect(needsPaymentMethodFirst({ ...noCard, modes: ['wallet', 'card'], walletBalance: 1 })).toBe(true);
    expect(needsPaymentMethodFirst({ ...noCard, idealEnabled: false, skrillEnabled: false, walletBalance: 0 })).toBe(true);
  });

  it('stays quiet with a saved card, a wallet that covers the total, iDEAL or Skrill up, no card offered, or the wallet still loading', () => {
    expect(needsPaymentMethodFirst({ ...tip, modes: ['card'] })).toBe(false);
    expect(needsPaymentMethodFirst({ ...noCard, modes: ['wallet', 'card'] })).toBe(false);
    expect(needsPaymentMethodFirst({ ...noCard, modes: ['card', 'iDEAL'] })).toBe(false);
    expect(needsPaymentMethodFirst({ ...noCard, modes: ['card', 'skrill'], skrillEnabled: true })).toBe(false);
    expect(needsPaymentMethodFirst({ ...noCard, modes: ['wallet', 'iDEAL'], walletBalance: 0, idealEnabled: false })).toBe(false);
    expect(needsPaymentMethodFirst({ ...noCard, modes: ['wallet', 'card'], walletBalance: undefined })).toBe(false);
  });
});
