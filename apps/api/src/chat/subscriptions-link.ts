import type { ChannelsService } from '../channels/service.ts';
import type { Database } from '../platform/db/client.ts';
import type { UnitOfWork } from '../platform/db/transaction.ts';
import { entitledChannelIds } from '../subscriptions/access.ts';
import type { SubscriptionRow } from '../subscriptions/repo.ts';
import type { ChatService } from './service.ts';

/** 'Allow messages from: subscribers': the fan holds a live subscription to one of the creator's channels. */
export function subscriberCheck({ db, channels }: { db: Database; channels: ChannelsService }) {
  return async (fanId: string, creatorId: string): Promise<boolean> => {
    const channelIds = await entitledChannelIds(db, fanId);
    const rows = await Promise.all(channelIds.map((id) => channels.findChannel(id)));
    return rows.some((row) => row?.creatorId === creatorId);
  };
}

/** Sends the creator's auto-message when a fan's first period of one of their channels settles. */
export function autoMessageOnSubscription({ chat, channels }: { chat: ChatService; channels: ChannelsService }) {
  return async (unit: UnitOfWork, subscription: SubscriptionRow): Promise<void> => {
    if (!subscription.channelId) return;
    const channel = await channels.findChannel(subscription.channelId, unit.tx);
    if (channel) await chat.sendAutoMessage(unit, { fanId: subscription.fanId, creatorId: channel.creatorId, subscriptionId: subscription.id });
  };
}
