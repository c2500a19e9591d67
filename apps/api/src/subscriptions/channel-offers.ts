import { monthsOf, periodPriceCents, subscriptionMessages } from '@velvet/contracts';
import type { ChannelRow, PackageRow } from '../channels/repo.ts';
import type { ChannelsService } from '../channels/service.ts';
import { AppError, forbidden, notFound } from '../platform/errors.ts';
import { subscriptionTypes, type Offer, type OfferSource } from './offers.ts';

/** The period a package sells, at its price and discount. */
export const packageOffer = (pkg: PackageRow) => ({
  packageId: pkg.id,
  months: monthsOf[pkg.validityType],
  priceCents: (options: { at: Date; renewal?: { cycle: number } }) => periodPriceCents(pkg, options),
});

const channelOffer = (channel: ChannelRow, pkg: PackageRow): Offer => ({
  kind: 'channel',
  target: { channelId: channel.id },
  targetId: channel.id,
  name: channel.name,
  payee: { creatorId: channel.creatorId },
  types: subscriptionTypes.channel,
  isFree: channel.subscriptionType === 'FREE' && pkg.priceCents === 0,
  ...packageOffer(pkg),
});

/** A package the fan may buy: it belongs to the target and is on sale. */
export function assertOnSale(pkg: PackageRow | undefined, owner: { channelId?: string; groupId?: string }): asserts pkg is PackageRow {
  const belongs = pkg && (owner.channelId ? pkg.channelId === owner.channelId : pkg.groupId === owner.groupId);
  if (!belongs || !pkg.isActive) throw new AppError('VALIDATION_FAILED', subscriptionMessages.packageUnavailable, { fields: { package_id: subscriptionMessages.packageUnavailable } });
}

/** Channel subscriptions: what a fan may buy of a channel, and what a channel subscription renews at. */
export function createChannelOffers({ channels }: { channels: ChannelsService }) {
  async function forPurchase(userId: string, channelId: string, packageId: string): Promise<Offer> {
    const channel = await channels.findChannel(channelId);
    if (!channel) throw notFound(subscriptionMessages.channelUnavailable);
    if (channel.deletionRequestedAt) throw new AppError('CONFLICT', subscriptionMessages.channelUnavailable);
    if (channel.creatorId === userId) throw forbidden(subscriptionMessages.ownChannel);
    const pkg = await channels.findPackage(packageId);
    assertOnSale(pkg, { channelId });
    return channelOffer(channel, pkg);
  }

  /** A deleted channel is not renewed: its subscriptions run to their end. */
  const source: OfferSource = {
    forRenewal: async (row) => {
      const channel = row.channelId ? await channels.findChannel(row.channelId) : undefined;
      const pkg = row.packageId ? await channels.findPackage(row.packageId) : undefined;
      return channel && !channel.deletionRequestedAt && pkg ? channelOffer(channel, pkg) : null;
    },
  };

  return { forPurchase, source };
}
export type ChannelOffers = ReturnType<typeof createChannelOffers>;
