import { accounts, type Posting } from '../ledger/index.ts';
import type { PaymentMethod } from '@velvet/contracts';
import type { Share } from './pricing.ts';

type SettlementOptions = {
  payerId: string;
  method: PaymentMethod;
  totalCents: number;
  taxCents: number;
  processingFeeCents: number;
  platformFeeCents: number;
  shares: Share[];
};

/** Where the payer's money comes from: their wallet, or the provider for a card or iDEAL charge. */
const source = (payerId: string, method: PaymentMethod) => (method === 'wallet' ? accounts.fanWallet(payerId) : accounts.providerClearing());

const credit = (share: Share) =>
  share.share === 'agency' ? accounts.agencyEarnings(share.recipientId) : accounts.creatorPending(share.recipientId);

/** The balanced postings of a settled purchase: the total out of the source, every part to its account. */
export function purchasePostings(options: SettlementOptions): Posting[] {
  return [
    { account: source(options.payerId, options.method), amount: -BigInt(options.totalCents) },
    { account: accounts.taxPayable(), amount: BigInt(options.taxCents) },
    { account: accounts.processingFees(), amount: BigInt(options.processingFeeCents) },
    { account: accounts.platformFees(), amount: BigInt(options.platformFeeCents) },
    ...options.shares.map((share) => ({ account: credit(share), amount: BigInt(share.amountCents) })),
  ];
}

/** A deposit moves money from the provider into the payer's wallet. */
export const depositPostings = (payerId: string, amountCents: number): Posting[] => [
  { account: accounts.providerClearing(), amount: -BigInt(amountCents) },
  { account: accounts.fanWallet(payerId), amount: BigInt(amountCents) },
];

/** A refund: every part of the purchase taken back, the whole total to the payer's wallet (whatever paid it); the earnings' shares are taken from where they are now by the caller. */
export const refundPostings = (options: SettlementOptions): Posting[] =>
  purchasePostings({ ...options, method: 'wallet' }).map((posting) => ({ ...posting, amount: -posting.amount }));
