import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { messages } from '@velvet/contracts';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { Agent as HttpsAgent } from 'node:https';
import type { Logger } from 'pino';
import { accountsRoutes } from './accounts/routes.ts';
import { createAccountsService } from './accounts/service.ts';
import { createSessionCookie, maySignIn } from './accounts/session-cookie.ts';
import { socialEndpoints } from './accounts/social-config.ts';
import { agencyRoutes } from './agency/routes.ts';
import { createAgencyService } from './agency/service.ts';
import { adminJobsRoutes } from './admin/jobs-routes.ts';
import { adminAuditRoutes } from './admin/audit-routes.ts';
import { moderationRoutes } from './moderation/routes.ts';
import { createModerationService } from './moderation/service.ts';
import { adminDisputesRoutes } from './admin/disputes-routes.ts';
import { adminPayoutReviewRoutes } from './admin/payout-review-routes.ts';
import { registerAdminAudit } from './audit/admin-actions.ts';
import { createAuditService } from './audit/service.ts';
import { adminRefundsRoutes } from './admin/refunds-routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { adminLimitsRoutes } from './admin/limits-routes.ts';
import { adminUsersRoutes } from './admin/users-routes.ts';
import { createAdminConsole } from './admin/console.ts';
import { adminConsoleRoutes } from './admin/console-routes.ts';
import { channelsRoutes } from './channels/routes.ts';
import { chatAudioRoutes } from './chat-media/audio-upload.ts';
import { chatMediaRoutes } from './chat-media/routes.ts';
import { createChatMediaService, withChatMediaAccess } from './chat-media/service.ts';
import { chatRoutes } from './chat/routes.ts';
import { consumablesRoutes } from './consumables/routes.ts';
import { createConsumablesService } from './consumables/service.ts';
import { registerChatRealtime } from './chat/realtime.ts';
import { createChatService } from './chat/service.ts';
import { sharedItemsRoutes } from './chat/shared-items-routes.ts';
import { createSharedItemsService } from './chat/shared-items.ts';
import { promotionRoutes } from './requests/promotion-routes.ts';
import { createPromotionsService } from './requests/promotions.ts';
import { autoMessageOnSubscription, subscriberCheck } from './chat/subscriptions-link.ts';
import { createChannelsService } from './channels/service.ts';
import { presentableServiceIds, presentedServices } from './services/index.ts';
import { creatorsRoutes } from './creators/routes.ts';
import { profilesRoutes } from './profiles/routes.ts';
import { createProfilesService } from './profiles/service.ts';
import { createCreatorsService } from './creators/service.ts';
import { healthRoutes } from './health/routes.ts';
import { verifyLedger } from './ledger/index.ts';
import { notificationsRoutes } from './notifications/routes.ts';
import { createNotificationsService } from './notifications/service.ts';
import { pushRoutes } from './notifications/push/routes.ts';
import { createPushService, vapidDetails } from './notifications/push/service.ts';
import { authenticate, registerAuthGuard } from './platform/auth/guard.ts';
import { createAccessTokens } from './platform/auth/tokens.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { AppError } from './platform/errors.ts';
import { answerRouterError, registerErrorHandler } from './platform/http/error-handler.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerTextGuard } from './platform/http/text-guard.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import type { Api } from './platform/http/types.ts';
import { createServerRender } from './platform/http/server-render.ts';
import { isApiPath, registerWebApp } from './platform/http/web-app.ts';
import { createPagePreviews } from './web-pages/previews.ts';
import { webPagesRoutes } from './web-pages/routes.ts';
import { createDelivery } from './platform/mail/delivery.ts';
import { devMailboxRoutes } from './platform/mail/routes.ts';
import { createLifecycle } from './platform/lifecycle.ts';
import { registerRequestLogContext, requestChildLogger } from './platform/logging/request-context.ts';
import { registerMetrics } from './platform/metrics/index.ts';
import { createRealtimeHub } from './platform/realtime/hub.ts';
import { offersRoutes } from './offers/routes.ts';
import { createOffersService } from './offers/service.ts';
import { createPostsService } from './posts/service.ts';
import { createCommentsService } from './posts/comments.ts';
import { contentOwner, mediaAccess } from './posts/content.ts';
import { postsRoutes } from './posts/routes.ts';
import { collabRequestRoutes } from './posts/collab-routes.ts';
import { createUnlocksService } from './posts/unlocks.ts';
import { storiesRoutes } from './stories/routes.ts';
import { createStoriesService } from './stories/service.ts';
import { feedRoutes } from './feed/routes.ts';
import { createFeedService } from './feed/service.ts';
import { uploaderOrSharedWith } from './media/access.ts';
import { mediaRoutes } from './media/routes.ts';
import { createDecoder } from './media/decoder.ts';
import { createMediaService } from './media/service.ts';
import { createMediaSigner } from './media/signing.ts';
import { createViewerCookies } from './media/viewer-cookie.ts';
import { createPrivateStorage } from './platform/storage/private.ts';
import { createStorage } from './platform/storage/storage.ts';
import { isOwnUpload, uploadsRoutes } from './uploads/routes.ts';
import { createMoneyServices, registerMoneyRoutes } from './money.ts';
import { createSubscriptionDomains, registerSubscriptionRoutes } from './subscriptions/domains.ts';
import { eventsRoutes } from './events/routes.ts';
import { registerEventRoom } from './events/room.ts';
import { createEventsService } from './events/service.ts';
import { tipRefOwner } from './events/index.ts';
import { listsRoutes } from './lists/routes.ts';
import { createVaultService, vaultRoutes } from './vault/index.ts';
import { createListsService } from './lists/service.ts';
import { createMassMessagesService, massMessagesRoutes } from './mass-messages/index.ts';
import { releaseFormsRoutes } from './release-forms/routes.ts';
import { createReleaseFormsService } from './release-forms/service.ts';
import { reportsRoutes } from './reports/routes.ts';
import { createReportsService } from './reports/service.ts';
import { servicesRoutes } from './services/routes.ts';
import { chatFeeV2Routes } from './services/v2-routes.ts';
import { createServicesService } from './services/service.ts';
import { createPerksService } from './perks/service.ts';
import { requestsRoutes } from './requests/routes.ts';
import { requestsV2Routes } from './requests/v2-routes.ts';
import { registerCallsRealtime } from './calls/realtime.ts';
import { createCallsService } from './calls/service.ts';
import { createRequestsService } from './requests/service.ts';
import { addressesRoutes } from './addresses/routes.ts';
import { createAddressesService } from './addresses/service.ts';
import { shopRoutes } from './shop/routes.ts';
import { entitledCreatorIds } from './subscriptions/access.ts';
import { createShopService } from './shop/service.ts';
import type { PaymentsProvider } from './platform/providers/payments-port.ts';
import type { IdentityProvider } from './platform/providers/identity-port.ts';

export type AppDependencies = {
  config: Config;
  db: Database;
  logger: Logger;
  redis?: Redis;
  provider?: PaymentsProvider & IdentityProvider;
  /** The accounts clock (sign-in codes, links, throttles); tests pass their own. */
  now?: () => Date;
  /** The HTTPS agent for push services; tests pass one that trusts their stand-in service. */
  pushAgent?: HttpsAgent;
};

async function registerHttpPlatform(app: Api, { config, redis }: AppDependencies): Promise<void> {
  registerErrorHandler(app);
  registerTextGuard(app);
  registerSecurityHeaders(app, {
    // Social sign-in popups (accounts/social-routes.ts) must keep their opener across the provider's pages.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        // The provider's hosted card page is framed in Add a new card.
        'frame-src': ["'self'", new URL(config.PAYSIM_PUBLIC_URL).origin],
      },
    },
  });
  await app.register(cors, { origin: config.WEB_ORIGIN, credentials: true });
  await app.register(cookie);
  await registerCompression(app);
  // API answers carry personal data: no cache keeps them, unless a route chose its caching itself (media, countries).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis && { redis, nameSpace: `${config.REDIS_KEY_PREFIX}velvet-rate-limit:` }),
    // The web app's files and public pictures are not API calls: a page load must never be refused.
    allowList: (request) => !isApiPath(request.url),
    // A client that hung up mid-request leaves no address; the default key would then throw (a 500).
    keyGenerator: (request) => (request.ip ? normalizeIP(request.ip) : 'gone'),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', messages.tooManyRequests),
  });
  await registerOpenApi(app);
}

/** A caller's request id is kept for tracing only when it is a plain token: it goes into every log line. */
const requestIdFrom = (header: string | string[] | undefined) => (typeof header === 'string' && /^[\w.-]{1,64}$/.test(header) ? header : undefined);

/** Fastify's types take no hop count, though proxy-addr does: the same rule as a function. */
const trustedProxies = (setting: Config['TRUST_PROXY']) => (typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting);

/** Builds the whole API on the given database, without listening: main.ts and the tests both use it. */
export async function buildApp(dependencies: AppDependencies) {
  const { config, db, logger, redis, now } = dependencies;
  const app: Api = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']) ?? randomUUID(),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    frameworkErrors: answerRouterError,
    childLoggerFactory: requestChildLogger,
  }).withTypeProvider<ZodTypeProvider>();
  registerRequestLogContext(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const lifecycle = createLifecycle();
  // While draining, every answer ends its connection: a kept-alive one would hold Fastify's close open until it idles out.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.isStopping()) reply.header('connection', 'close');
    done(null, payload);
  });
  await registerHttpPlatform(app, dependencies);

  const tokens = createAccessTokens({ secret: config.JWT_SECRET, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS });

  const delivery = createDelivery({ db, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  app.addHook('onClose', () => delivery.close());
  const storage = await createStorage(config);
  const offers = createOffersService({ db });
  const accounts = createAccountsService({
    isOfferClaimable: offers.isClaimable,
    isOwnUpload: isOwnUpload(storage),
    db,
    tokens,
    delivery,
    logger,
    secret: config.JWT_SECRET,
    settings: {
      refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      loginOtpTtlSeconds: config.LOGIN_OTP_TTL_SECONDS,
      loginOtpResendSeconds: config.LOGIN_OTP_RESEND_SECONDS,
      signInThrottle: {
        freeFailures: config.SIGN_IN_FREE_FAILURES,
        lockAfterFailures: config.SIGN_IN_LOCK_FAILURES,
        lockMinutes: config.SIGN_IN_LOCK_MINUTES,
        windowMinutes: config.SIGN_IN_FAILURE_WINDOW_MINUTES,
      },
      webUrl: config.PUBLIC_WEB_URL,
      passwordHashCost: { memoryCost: config.PASSWORD_HASH_MEMORY_KIB, timeCost: config.PASSWORD_HASH_TIME_COST },
    },
    now,
    social: socialEndpoints(config),
    onSessionsEnded: (userId) => hub.disconnectUser(userId),
  });
  registerAuthGuard(app, tokens, { checkSession: accounts.checkSession });
  registerAdminAudit(app, { db, logger });
  const hub = createRealtimeHub({
    httpServer: app.server,
    authenticate: (token) => authenticate(tokens, token, accounts.checkSession),
    logger,
    corsOrigin: config.WEB_ORIGIN,
    redis,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
    requestConcurrency: 2 * config.DATABASE_POOL_MAX,
  });
  // Fastify's close waits for every connection: this process's sockets end first (the adapter's Redis stays for main.ts to close last).
  app.addHook('preClose', async () => hub.disconnectLocal());
  const push = createPushService({ db, logger, vapid: vapidDetails(config), serviceHosts: config.PUSH_SERVICE_HOSTS, agent: dependencies.pushAgent });
  app.addHook('onClose', () => push.drain());
  const notifications = createNotificationsService({ db, hub, logger, push });
  const channels = createChannelsService({
    db,
    presentableServiceIds: (creatorId) => presentableServiceIds(db, creatorId),
    presentedServices: (ids) => presentedServices(db, ids),
  });
  const privateStorage = await createPrivateStorage(config);
  const decoder = createDecoder({ ffmpegPath: config.FFMPEG_PATH, timeoutSeconds: config.MEDIA_DECODE_TIMEOUT_SECONDS, memoryMb: config.MEDIA_DECODE_MEMORY_MB, logger });
  const media = createMediaService({ db, storage, privateStorage, signer: createMediaSigner(config.JWT_SECRET), decoder });
  const vault = createVaultService({ db, media });
  const posts = createPostsService({ db, logger, media, accounts, channels, notifications, vault });
  const stories = createStoriesService({ db, media });
  const audit = createAuditService({ db, accounts });
  // The shop is built below; its order ids are asked only when a transaction is shown, long after.
  const transactionDetails = () => ({ channels: channels.summaries, orderIds: (ids: string[]) => shop.orderIdsFor(ids) });
  const money = createMoneyServices({ ...dependencies, accounts, notifications, tipRefOwner: tipRefOwner(contentOwner(posts, stories), db, async (channelId) => {
      const channel = await channels.findChannel(channelId);
      return channel && !channel.deletionRequestedAt ? channel.creatorId : undefined;
    }),
    transactionDetails,
  });
  const subscriptionDomains = createSubscriptionDomains({ db, logger, accounts, notifications, channels, money });
  const creators = createCreatorsService({ db, accounts, channels, posts, stories, badgesOf: subscriptionDomains.plans.badgesOf, isOwnUpload: isOwnUpload(storage) });
  const profiles = createProfilesService({ accounts, badgesOf: subscriptionDomains.plans.badgesOf, creatorName: creators.displayNameOf });
  const unlocks = createUnlocksService({ checkout: money.checkout, posts, stories });
  const comments = createCommentsService({ db, posts });
  const feed = createFeedService({ db, posts, stories, creators });
  const agency = createAgencyService({ db, accounts, earnings: money.earnings, creatorCounts: creators.allCounts });
  const perks = createPerksService({ db, channels, subscriptions: subscriptionDomains.subscriptions });
  const services = createServicesService({ db, logger, accounts, perks, checkout: money.checkout, notifications, isOwnUpload: isOwnUpload(storage) });
  const addresses = createAddressesService({ db });
  const shop = createShopService({ db, accounts, addresses, checkout: money.checkout, isOwnUpload: isOwnUpload(storage), subscribedCreatorIds: (userId) => entitledCreatorIds(db, userId) });
  const chat = createChatService({
    db,
    logger,
    hub,
    chatFee: services,
    planBadgesOf: subscriptionDomains.plans.badgesOf,
    isSubscriber: subscriberCheck({ db, channels }),
    pictures: media,
  });
  const reports = createReportsService({ db, logger, delivery, accounts, posts, stories, channels });
  const moderation = createModerationService({
    db,
    logger,
    notifications,
    owners: {
      post: async (id) => (await posts.find(id))?.creatorId,
      story: async (id) => (await stories.findLive(id))?.creatorId,
      product: (id) => shop.ownerOf(id),
      message: (id) => chat.senderOf(id),
      profile: async (id) => (await accounts.publicUsers([id])).get(id)?.id,
    },
    resolveReport: (reportId, adminId, note) => reports.resolve(reportId, adminId, note),
  });
  const releaseForms = createReleaseFormsService({ db, logger, delivery, accounts, privateStorage, webUrl: config.PUBLIC_WEB_URL });
  const lists = createListsService({
    db,
    accounts,
    subscriptions: subscriptionDomains.subscriptions,
    transactions: money.transactions,
    chat,
    planBadgesOf: subscriptionDomains.plans.badgesOf,
  });
  registerChatRealtime(hub, chat, logger);
  const requests = createRequestsService({ db, logger, checkout: money.checkout, chat, services, perks, transactions: money.transactions, notifications, pictures: media });
  const calls = createCallsService({ hub, requests, logger });
  registerCallsRealtime(hub, calls);
  app.addHook('onClose', () => calls.close());
  subscriptionDomains.subscriptions.onStarted(autoMessageOnSubscription({ chat, channels }));
  const promotions = createPromotionsService({ db, logger, checkout: money.checkout, chat, services, transactions: money.transactions, presentRequest: requests.presentById });
  const sharedItems = createSharedItemsService({ db, logger, chat, checkout: money.checkout, posts, unlocks, channels, channelOffers: subscriptionDomains.channelOffers, collabs: subscriptionDomains.collabs, subscriptions: subscriptionDomains.subscriptions });
  const events = createEventsService({ db, logger, accounts, channels, checkout: money.checkout, notifications, delivery, isOwnUpload: isOwnUpload(storage), webUrl: config.PUBLIC_WEB_URL });
  registerEventRoom({ hub, events, accounts, logger });
  const chatMedia = createChatMediaService({ db, logger, chat, checkout: money.checkout, media });
  const massMessages = createMassMessagesService({ db, logger, chat, chatMedia, vault, lists, subscriptions: subscriptionDomains.subscriptions });
  const consumables = createConsumablesService({ db, logger, accounts, chat, checkout: money.checkout, notifications, pictures: media, vault });

  const observability = registerMetrics(app, {
    config,
    sources: {
      pool: db.$client,
      openSockets: hub.openSockets,
      onNotificationsPushed: notifications.onPushed,
      onWebhookApplied: money.webhooks.onApplied,
      verifyLedger: () => verifyLedger(db),
    },
  });
  healthRoutes(app, { db, redis, lifecycle });
  accountsRoutes(app, {
    accounts,
    sessionCookie: createSessionCookie({ production: config.NODE_ENV === 'production', refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS }),
    signInAttemptsPerMinute: config.SIGN_IN_ATTEMPTS_PER_MINUTE,
    emailChecksPerMinute: config.EMAIL_CHECKS_PER_MINUTE,
    payoutActivated: async (userId) => (await money.withdrawals.payoutAccount(userId))?.is_activated ?? false,
  });
  devMailboxRoutes(app, delivery, { production: config.NODE_ENV === 'production' });
  notificationsRoutes(app, notifications);
  pushRoutes(app, push);
  offersRoutes(app, offers);
  creatorsRoutes(app, creators);
  profilesRoutes(app, profiles);
  adminRoutes(app, { accounts, notifications });
  adminUsersRoutes(app, accounts);
  adminLimitsRoutes(app, { accounts, fraud: money.fraud });
  adminRefundsRoutes(app, money);
  adminAuditRoutes(app, audit);
  adminDisputesRoutes(app, money.disputes);
  adminPayoutReviewRoutes(app, money.withdrawals);
  adminConsoleRoutes(app, {
    adminConsole: createAdminConsole({ accounts, reports, moderation, ...money }),
    transactions: money.transactions,
  });
  agencyRoutes(app, agency);
  adminJobsRoutes(app, { earnings: money.earnings, subscriptions: subscriptionDomains.subscriptions, allowTimeTravel: config.NODE_ENV !== 'production' });
  await registerMoneyRoutes(app, { ...money, accounts });
  registerSubscriptionRoutes(app, { ...subscriptionDomains, verification: money.verification });
  await uploadsRoutes(app, { storage, storePicture: media.storePicture });
  postsRoutes(app, { posts, comments, unlocks, verification: money.verification });
  collabRequestRoutes(app, posts);
  storiesRoutes(app, { stories, unlocks, verification: money.verification });
  feedRoutes(app, feed);
  chatRoutes(app, chat);
  sharedItemsRoutes(app, { sharedItems, verification: money.verification });
  chatMediaRoutes(app, { chatMedia, verification: money.verification });
  await chatAudioRoutes(app, chatMedia);
  consumablesRoutes(app, { consumables, verification: money.verification });
  servicesRoutes(app, { services, verification: money.verification });
  await chatFeeV2Routes(app, { services, verification: money.verification });
  requestsRoutes(app, { requests, verification: money.verification });
  await requestsV2Routes(app, { requests, verification: money.verification });
  promotionRoutes(app, { promotions, verification: money.verification });
  addressesRoutes(app, { addresses });
  shopRoutes(app, { shop, verification: money.verification });
  reportsRoutes(app, { reports, verification: money.verification });
  moderationRoutes(app, moderation);
  await releaseFormsRoutes(app, releaseForms);
  listsRoutes(app, lists);
  vaultRoutes(app, vault);
  eventsRoutes(app, { events, verification: money.verification });
  massMessagesRoutes(app, massMessages);
  await mediaRoutes(app, {
    media,
    canView: withChatMediaAccess(chatMedia, mediaAccess(posts, stories, uploaderOrSharedWith([chat.sharesPicture, requests.sharesPicture]))),
    viewers: createViewerCookies({ secret: config.JWT_SECRET, lifetimeDays: config.REFRESH_TOKEN_TTL_DAYS, checkSession: accounts.checkSession, alwaysSecure: config.NODE_ENV === 'production' }),
    requestsPerMinute: config.MEDIA_REQUESTS_PER_MINUTE,
  });
  await channelsRoutes(app, { channels, storage, accounts });
  await storage.register?.(app);
  webPagesRoutes(app, { creators, events, webUrl: config.PUBLIC_WEB_URL });
  await registerWebApp(app, {
    webDistDir: config.WEB_DIST_DIR,
    headFor: createPagePreviews({ creators, channels, posts, events, webUrl: config.PUBLIC_WEB_URL }).headFor,
    maySignIn,
    serverRender: createServerRender({ entryPath: config.WEB_SERVER_ENTRY || undefined, timeoutMs: config.SERVER_RENDER_TIMEOUT_MS, logger }),
  });

  return {
    app,
    hub,
    lifecycle,
    observability,
    storage,
    services: { audit, moderation, accounts, agency, delivery, notifications, push, channels, media, posts, stories, comments, unlocks, feed, creators, chat, services, requests, calls, chatMedia, consumables, addresses, shop, reports, releaseForms, lists, massMessages, events, ...money, ...subscriptionDomains },
  };
}
export type VelvetApp = Awaited<ReturnType<typeof buildApp>>;
