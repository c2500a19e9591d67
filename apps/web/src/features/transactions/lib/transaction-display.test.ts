import type { Transaction } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { buyerOf, counterpartOf, disputeMarker, feeRows, signedAmount, statusSteps, taxLabel, transactionStatus, transactionTypeLabel } from './transaction-display';

const tip: Transaction = {
  _id: '6f1c2a3b-0000-4000-8000-000000000001',
  status: 'Completed',
  category: 'Tip',
  method: 'wallet',
  created_at: '2026-03-01T10:00:00.000Z',
  amount: 10,
  tax_amount: 2.1,
  processing_fee: 0,
  platform_fee: 2,
  agency_fee: 0,
  total_amount: 10,
  total_amount_with_tax: 12.1,
  total_amount_with_tax_eur: null,
  net_amount: 8,
  taxation_info: { tax_percentage: 21, tax_name: 'VAT' },
  from: { _id: 'u1', username: 'alex_fan', role: 'USER', avatar: null },
  to: [{ recipient: { _id: 'u2', username: 'luna_moreau', role: 'CREATOR', avatar: null }, amount: 8 }],
  collaborators: [],
  channelInfo: null,
  shopItemInfo: null,
  card_data: null,
  failure_reason: null,
  refunded_at: null,
  is_credit: false,
  message: null,
  dispute: null,
};

describe('transaction display', () => {
  it('marks a disputed payment for its earner and its payer, each in their own words, and nothing else', () => {
    expect(disputeMarker(tip)).toBeNull();
    expect(disputeMarker({ ...tip, dispute: 'open' })?.label).toBe('Disputed');
    expect(disputeMarker({ ...tip, is_credit: true, dispute: 'won' })).toEqual({ label: 'Dispute won', color: 'green' });
    expect(disputeMarker({ ...tip, is_credit: true, dispute: 'lost' })).toEqual({ label: 'Dispute lost', color: 'red' });
    expect(disputeMarker({ ...tip, dispute: 'won' })?.label).toBe('Dispute declined by your bank');
    expect(disputeMarker({ ...tip, dispute: 'lost' })?.label).toBe('Dispute refunded to your card');
  });

  it('shows what went out on a debit and what came in on a credit', () => {
    expect(signedAmount(tip)).toEqual({ sign: '−', amount: 12.1 });
    expect(signedAmount({ ...tip, is_credit: true })).toEqual({ sign: '+', amount: 8 });
  });

  it("maps statuses to the spec's three", () => {
    const of = (status: Transaction['status']) => transactionStatus({ status, category: 'Tip' });
    expect(of('Completed')).toEqual({ shown: 'success', detail: null });
    expect(of('Refunded')).toEqual({ shown: 'success', detail: 'Refunded' });
    expect(of('Authorised')).toEqual({ shown: 'success', detail: 'Authorised' });
    expect(of('Pending')).toEqual({ shown: 'pending', detail: null });
    expect(of('Failed')).toEqual({ shown: 'failed', detail: null });
    expect(of('Expired')).toEqual({ shown: 'failed', detail: 'Expired' });
  });

  it('shows the 1 USD card check as one entry that was authorised, then refunded', () => {
    const check = { ...tip, category: 'PaymentCardSavedSuccessfullyAndRefunded', status: 'Refunded', method: 'card', refunded_at: '2026-03-01T10:00:02.000Z' } as const;
    expect(transactionStatus(check)).toEqual({ shown: 'success', detail: 'Authorised, then Refunded' });
    expect(statusSteps(check)).toEqual([
      { status: 'Authorised', at: '2026-03-01T10:00:00.000Z' },
      { status: 'Refunded', at: '2026-03-01T10:00:02.000Z' },
    ]);
  });

  it('dates a refund, and nothing else', () => {
    expect(statusSteps({ ...tip, status: 'Refunded', refunded_at: '2026-03-02T09:00:00.000Z' })).toEqual([{ status: 'Refunded', at: '2026-03-02T09:00:00.000Z' }]);
    expect(statusSteps(tip)).toEqual([]);
  });

  it('labels the types as the spec does', () => {
    expect(transactionTypeLabel({ category: 'WalletRecharge' })).toBe('Deposit');
    expect(transactionTypeLabel({ category: 'ProductSell' })).toBe('Purchase shop');
  });

  it('lists only the fees that are not zero', () => {
    expect(feeRows(tip)).toEqual([{ label: 'Platform fee', amount: 2 }]);
    expect(feeRows({ processing_fee: 0.55, platform_fee: 0, agency_fee: 1 })).toEqual([
      { label: 'Processing fee', amount: 0.55 },
      { label: 'Agency fee', amount: 1 },
    ]);
  });

  it('names the buyer on credits only, and not on a deposit of one\'s own', () => {
    expect(buyerOf(tip)).toBeNull();
    expect(buyerOf({ ...tip, is_credit: true })).toMatchObject({ username: 'alex_fan', role: 'USER' });
    expect(buyerOf({ ...tip, is_credit: true, category: 'WalletRecharge' })).toBeNull();
  });

  it('names the other party of a card: the recipient of a payment, the buyer of a sale', () => {
    expect(counterpartOf(tip)?.username).toBe('luna_moreau');
    expect(counterpartOf({ ...tip, is_credit: true })?.username).toBe('alex_fan');
    expect(counterpartOf({ ...tip, is_credit: true, category: 'WalletRecharge', to: [] })).toBeNull();
  });

  it('names the tax with its rate', () => {
    expect(taxLabel(tip)).toBe('Tax (VAT 21%)');
    expect(taxLabel({ taxation_info: { tax_percentage: 0, tax_name: '' } })).toBe('Tax (0%)');
  });
});
