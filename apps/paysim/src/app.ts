import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { RegistrationStore } from './cards/registrations.ts';
import { registrationRoutes } from './cards/routes.ts';
import { checkoutRoutes } from './checkouts/routes.ts';
import { CheckoutService } from './checkouts/service.ts';
import type { Config } from './config.ts';
import { healthRoutes } from './health/routes.ts';
import { hostedPages } from './hosted/routes.ts';
import { requireApiKey } from './http/auth.ts';
import { registerErrorHandlers } from './http/errors.ts';
import { IdempotencyStore, registerIdempotency } from './http/idempotency.ts';
import { disputeRoutes } from './disputes/routes.ts';
import { DisputeService } from './disputes/service.ts';
import { idealRoutes } from './ideal/routes.ts';
import { oauthRoutes } from './oauth/routes.ts';
import { OAuthService } from './oauth/service.ts';
import { identityRoutes } from './identity/routes.ts';
import { IdentityService } from './identity/service.ts';
import { IdealService } from './ideal/service.ts';
import { paymentRoutes } from './payments/routes.ts';
import { PaymentService } from './payments/service.ts';
import { PayeeService } from './payouts/payees.ts';
import { payoutRoutes } from './payouts/routes.ts';
import { TransferService } from './payouts/transfers.ts';
import { Timers } from './platform/timers.ts';
import { WebhookDelivery } from './webhooks/delivery.ts';
import { EventLog } from './webhooks/events.ts';
import { eventRoutes } from './webhooks/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { WalletService } from './wallet/service.ts';

export type AppOptions = { config: Config; logger?: FastifyServerOptions['logger'] };

/** How often pending checkouts and iDEAL payments are checked for expiry. */
const EXPIRY_SWEEP_INTERVAL_MS = 1000;

function createServices(config: Config, app: FastifyInstance, timers: Timers) {
  const delivery = new WebhookDelivery({
    url: config.PAYSIM_WEBHOOK_URL,
    secret: config.PAYSIM_WEBHOOK_SECRET,
    retryBaseMs: config.PAYSIM_WEBHOOK_RETRY_BASE_MS,
    maxAttempts: config.PAYSIM_WEBHOOK_MAX_ATTEMPTS,
    chaos: { enabled: config.PAYSIM_WEBHOOK_CHAOS, maxDelayMs: config.PAYSIM_WEBHOOK_CHAOS_MAX_DELAY_MS },
    timers,
    log: app.log,
  });
  const events = new EventLog({ deliver: (event) => delivery.deliver(event) });
  const publicUrl = config.PAYSIM_PUBLIC_URL;
  const ttlSeconds = config.PAYSIM_CHECKOUT_TTL_SECONDS;
  const registrations = new RegistrationStore();
  const payments = new PaymentService({ registrations, events });
  const checkouts = new CheckoutService({ publicUrl, ttlSeconds, payments, registrations, events });
  const ideal = new IdealService({ publicUrl, ttlSeconds, events });
  const wallet = new WalletService({ publicUrl, ttlSeconds, events });
  const payees = new PayeeService({ publicUrl, events });
  const identity = new IdentityService({ publicUrl, events });
  const transfers = new TransferService({ payees, settleDelayMs: config.PAYSIM_TRANSFER_DELAY_MS, timers, events });
  const disputes = new DisputeService({ payments, ideal, events });
  // The disputing test card: its bank disputes every payment once it has settled.
  payments.onSettled((payment, card) => {
    if (card.behaviour === 'dispute_after_settling') disputes.open({ paymentId: payment.id });
  });
  return { events, registrations, payments, checkouts, ideal, wallet, payees, transfers, identity, disputes, idempotency: new IdempotencyStore() };
}

/** Builds the paysim server without listening: main.ts and the tests both use it. */
export async function buildApp({ config, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] },
  });
  const timers = new Timers();
  const services = createServices(config, app, timers);

  registerErrorHandlers(app);
  healthRoutes(app);
  await app.register(hostedPages, services);
  await app.register(oauthRoutes, { oauth: new OAuthService({ clientId: config.PAYSIM_OAUTH_CLIENT_ID, clientSecret: config.PAYSIM_OAUTH_CLIENT_SECRET }) });
  await app.register(async (v1) => {
    v1.addHook('onRequest', requireApiKey(config.PAYSIM_API_KEY));
    // A provider accepts a POST with no body, as a capture or a void usually is.
    v1.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, body === '' ? undefined : JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
      }
    });
    registerIdempotency(v1, services.idempotency);
    checkoutRoutes(v1, services.checkouts);
    registrationRoutes(v1, services.registrations);
    paymentRoutes(v1, services.payments);
    disputeRoutes(v1, services.disputes);
    idealRoutes(v1, { ideal: services.ideal, eurPerUsd: config.PAYSIM_EUR_PER_USD });
    payoutRoutes(v1, { payees: services.payees, transfers: services.transfers });
    identityRoutes(v1, services.identity);
    walletRoutes(v1, services.wallet);
    eventRoutes(v1, services.events);
  });

  timers.every(EXPIRY_SWEEP_INTERVAL_MS, () => {
    services.checkouts.expireOverdue();
    services.ideal.expireOverdue();
    services.wallet.expireOverdue();
    services.idempotency.pruneExpired();
  });
  app.addHook('onClose', async () => timers.clearAll());
  // While closing, every answer ends its connection: a kept-alive one would hold the close open until it idles out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.ready();
  return app;
}
export type PaysimApp = Awaited<ReturnType<typeof buildApp>>;
