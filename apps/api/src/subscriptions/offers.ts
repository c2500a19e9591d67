import type { TransactionType } from '@velvet/contracts';
import type { Payee } from '../checkout/pricing.ts';
import type { SubscriptionRow, Target } from './repo.ts';

export const offerKinds = ['channel', 'group', 'plan'] as const;
export type OfferKind = (typeof offerKinds)[number];

/** Something a user can subscribe to, at the price of one period, and who earns from it. */
export type Offer = {
  kind: OfferKind;
  target: Target;
  targetId: string;
  name: string;
  packageId: string | null;
  months: number;
  /** Null for a platform plan: the platform keeps the whole price. */
  payee: Payee | null;
  types: { first: TransactionType; renewal: TransactionType };
  /** A free channel's package: followed at no charge, with no payment step and no renewal. */
  isFree?: boolean;
  /** One period's price before tax, with the discount that applies at `at` (and to that renewal cycle). */
  priceCents: (options: { at: Date; renewal?: { cycle: number } }) => number;
};

/** How a domain (channels, collabs, plans) tells the engine what a subscription renews at. */
export type OfferSource = {
  /** The offer a subscription renews at, or null when it can no longer be sold (a deleted channel). */
  forRenewal: (row: SubscriptionRow) => Promise<Offer | null>;
};

/** The transaction types of a first purchase and of its renewals, per thing subscribed to. */
export const subscriptionTypes = {
  channel: { first: 'ChannelSubscription', renewal: 'ChannelSubscriptionRenewal' },
  group: { first: 'GroupSubscription', renewal: 'GroupSubscriptionRenewal' },
  prime: { first: 'PrimeSubscription', renewal: 'PrimeSubscriptionRenewal' },
  'pro-creator': { first: 'ProCreatorSubscription', renewal: 'ProCreatorSubscriptionRenewal' },
} as const satisfies Record<string, Offer['types']>;

export const kindOfRow = (row: SubscriptionRow): OfferKind => (row.channelId ? 'channel' : row.groupId ? 'group' : 'plan');

/** What the first purchase's and every renewal's transaction carries, so fulfilment needs nothing else. */
export type SubscriptionTraceable = {
  entity: OfferKind;
  ref: string;
  name: string;
  months: number;
  package_id: string | null;
  /** Renewals only: the subscription and the cycle this charge pays for. */
  subscription_id?: string;
  cycle?: number;
};

export const targetOf = (traceable: SubscriptionTraceable): Target =>
  traceable.entity === 'channel'
    ? { channelId: traceable.ref }
    : traceable.entity === 'group'
      ? { groupId: traceable.ref }
      : { planId: traceable.ref as Extract<Target, { planId: string }>['planId'] };
