import { subscriptionMessages, type ActiveSubscription } from '@velvet/contracts';
import { formatDate } from '@/shared/format';

/** The spec's three states of a subscription as the offer panel shows it. */
export type SubscriptionState =
  | { kind: 'not-subscribed' }
  /** Renews on `renewsOn` unless cancelled. */
  | { kind: 'subscribed'; renewsOn: string }
  /** Cancelled: 'Unsubscribed', entitled until `expiresOn`, no further charge. */
  | { kind: 'cancelled'; expiresOn: string };

export function subscriptionState(subscription: Pick<ActiveSubscription, 'expires_on' | 'is_cancelled'> | null | undefined): SubscriptionState {
  if (!subscription) return { kind: 'not-subscribed' };
  return subscription.is_cancelled ? { kind: 'cancelled', expiresOn: subscription.expires_on } : { kind: 'subscribed', renewsOn: subscription.expires_on };
}

export const UNSUBSCRIBED_LABEL = subscriptionMessages.unsubscribed;

/** The line under the badge: 'Renews on 21/12/26' or 'Unsubscribed · Expires on 21/12/26'. */
export function subscriptionStateText(state: SubscriptionState): string | null {
  switch (state.kind) {
    case 'subscribed':
      return `Renews on ${formatDate(state.renewsOn)}`;
    case 'cancelled':
      return `${UNSUBSCRIBED_LABEL} · Expires on ${formatDate(state.expiresOn)}`;
    default:
      return null;
  }
}

/** Unsubscribing is offered only while the subscription is live and not cancelled yet. */
export const canUnsubscribe = (state: SubscriptionState) => state.kind === 'subscribed';
