import type { Channel, SubscriptionPackage } from '@velvet/contracts';
import type { SubscriptionTarget } from '@/shared/modals';
import { offerTiles } from './offer-tiles';

/** What subscribing to a channel is to, for the subscription dialogs. */
export const channelTarget = (channel: Channel): SubscriptionTarget => ({ kind: 'channel', id: channel._id, name: channel.name, authorId: channel.creator._id });

/**
 * The checkout a locked post's Subscribe opens for a signed-in fan: the plans they may start now, in plan
 * order, the first chosen; null when there is none (the author, a subscriber, a closing or free channel).
 */
export function lockCheckout(channel: Channel): { target: SubscriptionTarget; package: SubscriptionPackage; packages: SubscriptionPackage[] } | null {
  const packages = offerTiles(channel, { signedIn: true })
    .filter((tile) => tile.action === 'subscribe')
    .map((tile) => tile.pkg);
  const [first] = packages;
  return first ? { target: channelTarget(channel), package: first, packages } : null;
}
