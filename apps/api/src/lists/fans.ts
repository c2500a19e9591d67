import type { ListFan, listFansQuerySchema } from '@velvet/contracts';
import type { z } from 'zod';

/** What makes a user a creator's fan: their subscriptions (per channel or group) and what they spent. */
export type FanFacts = {
  userId: string;
  username: string;
  avatar: string | null;
  role: string;
  accountStatus: 'ACTIVE' | 'BANNED';
  badges: string[];
  spentCents: number;
  alias: string | null;
  subscriptions: Array<{ channelId: string | null; groupId: string | null; live: boolean }>;
};

type FanQuery = z.output<typeof listFansQuerySchema>;

const isSubscriber = (fan: FanFacts) => fan.subscriptions.some((subscription) => subscription.live);
const isExpiredSubscriber = (fan: FanFacts) => fan.subscriptions.length > 0 && !isSubscriber(fan);

/** Whether a fan passes the dialog's filters; channel and group filters look at the subscriptions to those only. */
export function matches(fan: FanFacts, query: FanQuery): boolean {
  const scoped = fan.subscriptions.filter(
    (subscription) =>
      (!query.channel_ids?.length && !query.group_ids?.length) ||
      (subscription.channelId !== null && query.channel_ids?.includes(subscription.channelId)) ||
      (subscription.groupId !== null && query.group_ids?.includes(subscription.groupId)),
  );
  if ((query.channel_ids?.length || query.group_ids?.length) && !scoped.length) return false;
  if (query.fan_type === 'subscribers' || query.is_expired !== undefined) {
    if (!scoped.length) return false;
    const live = scoped.some((subscription) => subscription.live);
    if (query.is_expired ? live : !live) return false;
  }
  if (query.is_main_profile !== undefined) {
    // The main profile's fans: a subscription to one of the creator's own channels, or money spent on the creator directly.
    const ofMainProfile = fan.spentCents > 0 || fan.subscriptions.some((subscription) => subscription.channelId !== null);
    if (ofMainProfile !== query.is_main_profile) return false;
  }
  if (query.fan_type === 'buyers' && fan.spentCents === 0) return false;
  if (query.min_spent !== undefined && fan.spentCents < Math.round(query.min_spent * 100)) return false;
  if (query.max_spent !== undefined && fan.spentCents > Math.round(query.max_spent * 100)) return false;
  if (query.search) {
    const needle = query.search.toLowerCase();
    if (!fan.username.toLowerCase().includes(needle) && !fan.alias?.toLowerCase().includes(needle)) return false;
  }
  return true;
}

export const toListFan = (fan: FanFacts): ListFan => ({
  _id: fan.userId,
  username: fan.username,
  display_name: fan.username,
  avatar: fan.avatar,
  user_type: fan.role,
  account_status: fan.accountStatus,
  badges: fan.badges,
  total_spent: fan.spentCents / 100,
  alias_name: fan.alias,
  is_subscriber: isSubscriber(fan),
  is_expired: isExpiredSubscriber(fan),
});

/** Biggest spenders first, then by name. */
export const bySpend = (a: FanFacts, b: FanFacts) => b.spentCents - a.spentCents || a.username.localeCompare(b.username);
