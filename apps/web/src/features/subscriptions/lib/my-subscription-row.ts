import { formatUsd, subscriptionMessages, validityLabels, type MySubscription } from '@velvet/contracts';
import { formatDate } from '@/shared/format';
import { paths } from '@/shared/routing/paths';

export type MySubscriptionRow = {
  id: string;
  kind: 'Channel' | 'Collab';
  name: string;
  /** The channel's or the group's page. */
  to: string | null;
  plan: string;
  price: string;
  status: string;
  /** 'Renews on 21/12/26', 'Expires on …' for a cancelled one, 'Expired on …' once over. */
  date: string;
  statusColor: 'green' | 'yellow' | 'gray';
};

const statusOf = (subscription: MySubscription): Pick<MySubscriptionRow, 'status' | 'date' | 'statusColor'> => {
  const day = formatDate(subscription.expires_on);
  if (subscription.status === 'expired' || !subscription.is_entitled) return { status: 'Expired', date: `Expired on ${day}`, statusColor: 'gray' };
  if (subscription.is_cancelled) return { status: subscriptionMessages.unsubscribed, date: `Expires on ${day}`, statusColor: 'gray' };
  if (subscription.status === 'past_due') return { status: 'Payment due', date: `Renewal due since ${day}`, statusColor: 'yellow' };
  return { status: 'Active', date: `Renews on ${day}`, statusColor: 'green' };
};

const pageOf = (target: MySubscription['target']) => {
  if (target.kind === 'group') return paths.collab.to(target._id);
  return target.username ? paths.channel.to(target.username) : null;
};

/** A line of the settings list of the fan's own subscriptions. */
export const mySubscriptionRow = (subscription: MySubscription): MySubscriptionRow => ({
  id: subscription._id,
  kind: subscription.target.kind === 'channel' ? 'Channel' : 'Collab',
  name: subscription.target.name,
  to: pageOf(subscription.target),
  plan: validityLabels[subscription.package.validity_type],
  price: formatUsd(subscription.price),
  ...statusOf(subscription),
});
