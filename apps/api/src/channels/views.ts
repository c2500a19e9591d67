import {
  periodPriceCents,
  toDollars,
  validityLabels,
  validityTypes,
  type ActiveSubscription,
  type Channel,
  type ChannelSubscriber,
  type PackageDiscount,
  type PackageDiscountView,
  type Service,
  type SubscriptionPackage,
} from '@velvet/contracts';
import type { SubscriberRow } from '../subscriptions/subscriber-queries.ts';
import type { ChannelRow, PackageRow } from './repo.ts';

const noDiscount: PackageDiscountView = {
  enabled: false,
  type: 'percentage',
  percentage: 0,
  amount: 0,
  start_date: null,
  end_date: null,
  applies_on_renewal: false,
  is_permanant: false,
  for_cycles: null,
};

function discountView(discount: PackageDiscount | null): PackageDiscountView {
  if (!discount) return noDiscount;
  return {
    enabled: true,
    type: discount.type,
    percentage: discount.percentage,
    amount: toDollars(discount.amountCents),
    start_date: discount.startDate,
    end_date: discount.endDate,
    applies_on_renewal: discount.appliesOnRenewal,
    is_permanant: discount.isPermanent,
    for_cycles: discount.forCycles,
  };
}

const planOrder = (row: PackageRow) => validityTypes.indexOf(row.validityType);

/** A channel's packages in plan order (monthly → yearly), priced for today, marked for the viewer. */
export function packageViews(rows: PackageRow[], subscribedPackageId: string | undefined, at = new Date()): SubscriptionPackage[] {
  return [...rows]
    .sort((left, right) => planOrder(left) - planOrder(right))
    .map((row) => ({
      _id: row.id,
      name: row.priceCents === 0 ? 'Free' : validityLabels[row.validityType],
      validity_type: row.validityType,
      price: toDollars(row.priceCents),
      final_price: toDollars(periodPriceCents(row, { at })),
      // Paid periods start at $5.00, so a package at no charge is a free channel's.
      offer_type: row.priceCents === 0 ? 'free' : 'FEE',
      is_active: row.isActive,
      trial_period: 0,
      is_subscribed: row.id === subscribedPackageId,
      discount: discountView(row.discount),
    }));
}

export function activeSubscriptionView(row: SubscriberRow): ActiveSubscription {
  return {
    _id: row.id,
    expires_on: row.expiresOn.toISOString(),
    is_cancelled: row.status === 'cancelled' || row.cancelledAt !== null,
    other_data: { package_id: { _id: row.packageId, validity_type: row.validityType }, price: toDollars(row.priceCents) },
  };
}

export function subscriberView(row: SubscriberRow): ChannelSubscriber {
  return {
    _id: row.id,
    user: { _id: row.fanId, username: row.username, avatar: row.avatar },
    package: { _id: row.packageId, validity_type: row.validityType },
    price: toDollars(row.priceCents),
    status: row.status,
    is_cancelled: row.status === 'cancelled' || row.cancelledAt !== null,
    started_at: row.startedAt.toISOString(),
    expires_on: row.expiresOn.toISOString(),
    renewal_cycle: row.renewalCycle,
  };
}

export type CreatorFacts = { id: string; username: string; avatar: string | null; fName: string | null; lName: string | null; displayName: string | null };

type ChannelViewParts = {
  row: ChannelRow;
  creator: CreatorFacts | undefined;
  packages: PackageRow[];
  subscriberCount: number;
  live: SubscriberRow | undefined;
  /** The channel's services fans can see now, in the channel's order. */
  presented: Service[];
  viewerId: string | null;
};

export function channelView({ row, creator, packages, subscriberCount, live, presented, viewerId }: ChannelViewParts): Channel {
  const fullName = [creator?.fName, creator?.lName].filter(Boolean).join(' ');
  return {
    _id: row.id,
    name: row.name,
    username: row.username,
    about: row.about,
    description: row.about,
    type: row.type,
    social_handles: row.socialHandles,
    hashtags: row.hashtags,
    subscription_type: row.subscriptionType,
    avatar: row.avatar,
    background: row.background,
    perks: row.perks,
    default_perks: row.defaultPerks,
    free_services: row.freeServices.map(({ id, ...entry }) => ({ ...(id && { _id: id }), ...entry })),
    services: row.services,
    presented_services: presented,
    packages: packageViews(packages, live?.packageId),
    counter: { subscriber_count: subscriberCount },
    creator: {
      _id: row.creatorId,
      username: creator?.username ?? '',
      display_name: creator?.displayName ?? (fullName || creator?.username || ''),
      avatar: creator?.avatar ?? null,
    },
    active_subscription: live ? activeSubscriptionView(live) : null,
    is_author: viewerId === row.creatorId,
    deletion_requested_at: row.deletionRequestedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
