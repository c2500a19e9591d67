import type { AgencyCreatorDetails, ResourceName, TransactionType } from '@velvet/contracts';
import { toCents, toDollars } from '@velvet/contracts';
import { CHAT_TRANSACTION_TYPES } from './shares.ts';

/** The purchases that earn a creator money from each resource an agency may be shown. */
export const resourceTransactionTypes: Partial<Record<ResourceName, readonly TransactionType[]>> = {
  MESSAGE: CHAT_TRANSACTION_TYPES,
  POST: ['PremiumPost'],
  STORY: ['PremiumStory'],
  CHANNEL: ['ChannelSubscription', 'ChannelSubscriptionRenewal'],
  COLLAB: ['GroupSubscription', 'GroupSubscriptionRenewal'],
  SHOP: ['ProductSell'],
  MATCH: ['MatchSubscription'],
};

type SeriesPoint = { type: string; amount: number };
type Counts = { posts: number; stories: number; subscribers: number };

/** The creator's earnings per permitted resource, summed from the daily series by transaction type. */
export function earningsByResource(series: SeriesPoint[], permitted: ReadonlySet<ResourceName>): AgencyCreatorDetails['earnings'] {
  return [...permitted].flatMap((resourceName) => {
    const types = resourceTransactionTypes[resourceName];
    if (!types) return [];
    const cents = series.filter((point) => (types as readonly string[]).includes(point.type)).reduce((sum, point) => sum + toCents(point.amount), 0);
    return [{ resourceName, amount: toDollars(cents) }];
  });
}

/** The counts the permitted resources allow: posts, stories, and channel subscribers. */
export function permittedCounts(counts: Counts | null, permitted: ReadonlySet<ResourceName>): AgencyCreatorDetails['counts'] {
  if (!counts) return {};
  return {
    ...(permitted.has('POST') && { posts: counts.posts }),
    ...(permitted.has('STORY') && { stories: counts.stories }),
    ...(permitted.has('CHANNEL') && { subscribers: counts.subscribers }),
  };
}

export const permittedResources = (permissions: Array<{ resourceName: ResourceName; permitted: boolean }>) =>
  new Set(permissions.filter((permission) => permission.permitted).map((permission) => permission.resourceName));
