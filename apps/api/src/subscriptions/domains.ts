import type { AccountsService } from '../accounts/service.ts';
import type { ChannelsService } from '../channels/service.ts';
import { collabsRoutes } from '../collabs/routes.ts';
import { createCollabsService } from '../collabs/service.ts';
import type { MoneyServices } from '../money.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { Database } from '../platform/db/client.ts';
import type { Api } from '../platform/http/types.ts';
import { plansRoutes } from '../plans/routes.ts';
import { createPlansService } from '../plans/service.ts';
import type { Logger } from 'pino';
import { createChannelOffers } from './channel-offers.ts';
import { subscriptionsRoutes } from './routes.ts';
import { createSubscriptionsService } from './service.ts';

type SubscriptionDomainsOptions = { db: Database; logger: Logger; accounts: AccountsService; notifications: NotificationsService; channels: ChannelsService; money: MoneyServices };

/** The subscription engine and what it sells: channel packages, collab groups and platform plans. */
export function createSubscriptionDomains({ db, logger, accounts, notifications, channels, money }: SubscriptionDomainsOptions) {
  const subscriptions = createSubscriptionsService({ db, logger, notifications, checkout: money.checkout, cards: money.cards, transactions: money.transactions });
  const channelOffers = createChannelOffers({ channels });
  subscriptions.registerSource('channel', channelOffers.source);
  const collabs = createCollabsService({ db, accounts, channels, subscriptions });
  const plans = createPlansService({ subscriptions });
  return { subscriptions, channelOffers, collabs, plans };
}
export type SubscriptionDomains = ReturnType<typeof createSubscriptionDomains>;

export function registerSubscriptionRoutes(app: Api, services: SubscriptionDomains & { verification: MoneyServices['verification'] }): void {
  subscriptionsRoutes(app, services);
  collabsRoutes(app, services);
  plansRoutes(app, services);
}
