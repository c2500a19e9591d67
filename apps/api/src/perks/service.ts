import { addMonths, freeServiceGrant, freeServiceRequestType, perkMessages, type FreeServiceEntry } from '@velvet/contracts';
import type { ChannelRow } from '../channels/repo.ts';
import type { FreeServicePerk } from '../channels/schema.ts';
import type { ChannelsService } from '../channels/service.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { SubscriptionRow } from '../subscriptions/repo.ts';
import type { SubscriptionsService } from '../subscriptions/service.ts';
import * as repo from './repo.ts';

export type { PerkUse } from './repo.ts';

type PerksServiceOptions = {
  db: Database;
  channels: Pick<ChannelsService, 'byCreator' | 'byFreeService'>;
  subscriptions: Pick<SubscriptionsService, 'findLive'>;
};

/** The period a subscription is in at `at`, and when it ends: a paid one's renewal cycle, a free follow's month since it began. */
export function periodOf(subscription: Pick<SubscriptionRow, 'paymentMode' | 'renewalCycle' | 'startedAt' | 'expiresOn'>, at: Date): { period: number; endsAt: Date } {
  if (subscription.paymentMode !== 'free') return { period: subscription.renewalCycle, endsAt: subscription.expiresOn };
  let period = 0;
  while (addMonths(subscription.startedAt, period + 1) <= at) period += 1;
  return { period, endsAt: addMonths(subscription.startedAt, period + 1) };
}

const entitles = (subscription: SubscriptionRow, at: Date) => subscription.status !== 'expired' && subscription.expiresOn > at;

/** A free service as the services answer lists it, with what is left this period. */
function entryOf(channel: ChannelRow, perk: FreeServicePerk & { id: string }, used: number, endsAt: Date): FreeServiceEntry {
  const grant = freeServiceGrant(perk);
  return {
    _id: perk.id,
    channel_id: channel.id,
    type: perk.type,
    unit: perk.unit,
    unit_type: perk.unit_type as FreeServiceEntry['unit_type'],
    request_type: freeServiceRequestType(perk.type),
    remaining: Math.max(0, grant.uses - used),
    max_duration: grant.maxDurationSeconds,
    period_ends_at: endsAt.toISOString(),
  };
}

const granted = (perks: FreeServicePerk[]) => perks.filter((perk): perk is FreeServicePerk & { id: string } => Boolean(perk.id) && perk.unit > 0);

/**
 * Channel perks that act: the free services a channel's subscription grants each period, counted
 * down per subscription and period (perk_balances), never below zero however many uses race.
 */
export function createPerksService({ db, channels, subscriptions }: PerksServiceOptions) {
  async function liveSubscription(fanId: string, channel: ChannelRow, at: Date, executor: Executor = db): Promise<SubscriptionRow | undefined> {
    const live = await subscriptions.findLive(fanId, { channelId: channel.id }, executor);
    return live && entitles(live, at) ? live : undefined;
  }

  /** The free services a fan holds through a live subscription to the creator's channel, with what is left. */
  async function freeServicesFor(fanId: string, creatorId: string, at = new Date()): Promise<FreeServiceEntry[]> {
    const channel = (await channels.byCreator([creatorId])).get(creatorId);
    if (!channel) return [];
    const live = await liveSubscription(fanId, channel, at);
    if (!live) return [];
    const { period, endsAt } = periodOf(live, at);
    const used = await repo.usedIn(db, live.id, period);
    return granted(channel.freeServices).map((perk) => entryOf(channel, perk, used.get(perk.id) ?? 0, endsAt));
  }

  /** Free chats (read in the caller's transaction when given one): a live subscription to the creator's channel whose perks include them lets the fan chat without a chat fee. */
  async function hasFreeChats(fanId: string, creatorId: string, executor: Executor = db, at = new Date()): Promise<boolean> {
    const channel = (await channels.byCreator([creatorId], executor)).get(creatorId);
    if (!channel?.defaultPerks.free_chats) return false;
    return (await liveSubscription(fanId, channel, at, executor)) !== undefined;
  }

  /** A free service the fan may use now: the channel, the perk and the subscription period it counts against. */
  async function usable(fanId: string, freeServiceId: string, at = new Date()) {
    const channel = await channels.byFreeService(freeServiceId);
    const perk = channel && granted(channel.freeServices).find((entry) => entry.id === freeServiceId);
    if (!channel || !perk) throw notFound(perkMessages.freeServiceUnavailable);
    const live = await liveSubscription(fanId, channel, at);
    if (!live) throw new AppError('FORBIDDEN', perkMessages.freeServiceUnavailable);
    const { period } = periodOf(live, at);
    const grant = freeServiceGrant(perk);
    return { channel, perk, grant, use: { subscriptionId: live.id, freeServiceId, period } satisfies repo.PerkUse };
  }

  /** Takes one unit in the caller's transaction; refused when the period's units are used up. */
  async function take(tx: Executor, use: repo.PerkUse, grantedUses: number): Promise<void> {
    const taken = grantedUses > 0 ? await repo.takeUnit(tx, { ...use, granted: grantedUses }) : undefined;
    if (!taken) throw new AppError('CONFLICT', perkMessages.freeServiceUsedUp);
  }

  /** Hands a unit back in the caller's transaction (the use did not happen: declined or unanswered). */
  const giveBack = (tx: Executor, use: repo.PerkUse) => repo.giveBackUnit(tx, use);

  return { freeServicesFor, hasFreeChats, usable, take, giveBack };
}
export type PerksService = ReturnType<typeof createPerksService>;
