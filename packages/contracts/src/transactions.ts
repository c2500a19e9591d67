import { z } from 'zod';
import { disputeStatusSchema } from './disputes.ts';
import { paymentMethodSchema } from './payment-method.ts';
import { roleSchema } from './users.ts';

/** The spec's transaction types and the labels shown for them. */
export const transactionTypeLabels = {
  SpecialOptions: 'SpecialOptions',
  WalletUnlock: 'WalletUnlock',
  MatchSubscription: 'MatchSubscription',
  ChannelSubscription: 'ChannelSubscription',
  GroupSubscription: 'Collab Subscription',
  WalletRecharge: 'Deposit',
  PremiumStory: 'Pay-To-View Story',
  PremiumPost: 'Pay-To-View Post',
  Other: 'Other',
  Ticket: 'Ticket',
  ChatFee: 'ChatFee',
  PrimeSubscription: 'PrimeSubscription',
  UnlimitedSubscription: 'UnlimitedSubscription',
  ProductSell: 'Purchase shop',
  Withdraw: 'Withdraw',
  AudioMediaPurchase: 'AudioMediaPurchase',
  MediaPurchase: 'MediaPurchase',
  ProCreatorSubscriptionRenewal: 'ProCreatorSubscriptionRenewal',
  PrimeSubscriptionRenewal: 'PrimeSubscriptionRenewal',
  ChannelSubscriptionRenewal: 'ChannelSubscriptionRenewal',
  PaymentCardSavedSuccessfullyAndRefunded: 'PaymentCardSavedSuccessfullyAndRefunded',
  SavePaymentCard: 'SavePaymentCard',
  BalanceLocking: 'BalanceLocking',
  OfferAmountDeduction: 'OfferAmountDeduction',
  PerMessageChatFee: 'PerMessageChatFee',
  Tip: 'Tip',
  ProCreatorSubscription: 'ProCreatorSubscription',
  GroupSubscriptionRenewal: 'Collab Subscription Renewal',
  /** A fan's paid request of a creator's service (voice, video, rating, custom). */
  ServiceRequest: 'Custom Request',
  /** What a fan pays on accepting a creator's counter offer: the final price minus the initial one. */
  CounterOffer: 'Counter Offer',
} as const;
export type TransactionType = keyof typeof transactionTypeLabels;
export const transactionTypes = Object.keys(transactionTypeLabels) as [TransactionType, ...TransactionType[]];
export const transactionTypeSchema = z.enum(transactionTypes);

export const transactionStatuses = ['Pending', 'Authorised', 'Completed', 'Refunded', 'Failed', 'Expired'] as const;
export const transactionStatusSchema = z.enum(transactionStatuses);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/** Completed, Authorised and Refunded show as success; Pending as pending; anything else as failed. */
export function displayStatus(status: TransactionStatus): 'success' | 'pending' | 'failed' {
  if (status === 'Pending') return 'pending';
  return status === 'Completed' || status === 'Authorised' || status === 'Refunded' ? 'success' : 'failed';
}

const cardDataSchema = z.object({
  payment_brand: z.string(),
  last_4_digits: z.string(),
  expiry_month: z.string(),
  expiry_year: z.string(),
});

const partySchema = z.object({ _id: z.string(), username: z.string(), role: roleSchema, avatar: z.string().nullable() });

/** A transaction as the spec's entity reads it; amounts in dollars. */
export const transactionSchema = z.object({
  _id: z.string(),
  status: transactionStatusSchema,
  category: transactionTypeSchema,
  method: paymentMethodSchema,
  created_at: z.string(),
  /** The price before tax and fees. */
  amount: z.number(),
  tax_amount: z.number(),
  processing_fee: z.number(),
  platform_fee: z.number(),
  agency_fee: z.number(),
  /** The price with the processing fee, before tax. */
  total_amount: z.number(),
  /** What the payer paid: amount + tax + processing fee. */
  total_amount_with_tax: z.number(),
  total_amount_with_tax_eur: z.number().nullable(),
  /** What the recipient earns. */
  net_amount: z.number(),
  taxation_info: z.object({ tax_percentage: z.number(), tax_name: z.string() }),
  from: partySchema.nullable(),
  to: z.array(z.object({ recipient: partySchema, amount: z.number() })),
  /** The post's collaborators who shared in the sale, each with their percentage of the creators' part. */
  collaborators: z.array(z.object({ user: partySchema, amount: z.number(), percentage: z.number() })),
  /** A channel subscription: the channel (linked at `/channel/{username}`) and the months paid for. */
  channelInfo: z.object({ name: z.string(), username: z.string(), avatar: z.string().nullable(), duration: z.number().int() }).nullable(),
  /** A shop purchase: the product's name and the order (`/shop/{orderID}/preview`, tracking at `/shop/{transaction id}/track`). */
  shopItemInfo: z.object({ name: z.string(), orderID: z.string().nullable() }).nullable(),
  card_data: cardDataSchema.nullable(),
  failure_reason: z.string().nullable(),
  /** When a Refunded transaction was refunded (a card check: when its authorisation was released). */
  refunded_at: z.string().nullable(),
  /** Seen from the caller's side: money that came in to them. */
  is_credit: z.boolean(),
  message: z.string().nullable(),
  /** A card or iDEAL payment the payer disputed with their bank: open, won (by the platform) or lost; null when never disputed. */
  dispute: disputeStatusSchema.nullable(),
  /** Only in the answer to an iDEAL purchase: the bank page to send the payer to. */
  redirect_url: z.string().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const listTransactionsQuerySchema = z.strictObject({
  d: z.iso.datetime({ offset: true }).optional(),
  t: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  type: transactionTypeSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type ListTransactionsQuery = z.input<typeof listTransactionsQuerySchema>;

export const transactionPageSchema = z.object({
  items: z.array(transactionSchema),
  next: z.object({ d: z.string(), t: z.string() }).nullable(),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export const transactionIdParamsSchema = z.strictObject({ id: z.uuid() });
