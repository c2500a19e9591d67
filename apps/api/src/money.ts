import type { AccountsService } from './accounts/service.ts';
import { agencyShareFor } from './agency/shares.ts';
import type { AppDependencies } from './app.ts';
import { cardsRoutes } from './cards/routes.ts';
import { createCardsService } from './cards/service.ts';
import { createCheckoutService } from './checkout/service.ts';
import { createDisputesService } from './disputes/service.ts';
import { earningsRoutes } from './earnings/routes.ts';
import { createEarningsService } from './earnings/service.ts';
import { createFraudService } from './fraud/service.ts';
import type { NotificationsService } from './notifications/service.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { createPaymentsService } from './payments/service.ts';
import type { Api } from './platform/http/types.ts';
import { createPaysimProvider } from './platform/providers/paysim-adapter.ts';
import { tipsRoutes } from './tips/routes.ts';
import { createTipsService, type TipRefOwner } from './tips/service.ts';
import { transactionsRoutes } from './transactions/routes.ts';
import { createTransactionsService, type TransactionDetails } from './transactions/service.ts';
import { verificationRoutes } from './verification/routes.ts';
import { createVerificationService } from './verification/service.ts';
import { walletRoutes } from './wallet/routes.ts';
import { createWalletService } from './wallet/service.ts';
import { webhooksRoutes } from './webhooks/routes.ts';
import { createWebhooksService } from './webhooks/service.ts';
import { withdrawalsRoutes } from './withdrawals/routes.ts';
import { createWithdrawalsService } from './withdrawals/service.ts';

type MoneyDependencies = AppDependencies & {
  accounts: AccountsService;
  notifications: NotificationsService;
  tipRefOwner?: TipRefOwner;
  /** Channel and shop names for transactions shown; asked only when one is shown, so the domains may be built after money. */
  transactionDetails?: () => TransactionDetails | undefined;
};

/** The money domains, wired to one provider and to each other's front doors. */
export function createMoneyServices({ config, db, logger, provider: given, accounts, notifications, tipRefOwner, transactionDetails }: MoneyDependencies) {
  const provider =
    given ?? createPaysimProvider({ baseUrl: config.PAYSIM_URL, apiKey: config.PAYSIM_API_KEY, webhookSecret: config.PAYSIM_WEBHOOK_SECRET });
  const publicWebUrl = config.PUBLIC_WEB_URL;
  const transactions = createTransactionsService({
    db,
    accounts,
    cardFacts: (ids) => cards.facts(ids),
    details: transactionDetails,
    // Disputes are wired below; asked only when transactions are shown.
    disputeStates: (ids) => disputes.statesOf(ids),
  });
  const fraud = createFraudService({
    db,
    limits: {
      depositsPerDay: config.FRAUD_DEPOSITS_PER_DAY,
      depositCentsPerDay: config.FRAUD_DEPOSIT_DOLLARS_PER_DAY * 100,
      newCardsPerDay: config.FRAUD_NEW_CARDS_PER_DAY,
      cardAccountsMax: config.FRAUD_CARD_ACCOUNTS_MAX,
    },
  });
  const cards = createCardsService({ db, logger, provider, notifications, transactions, publicWebUrl, fraud });
  const payments = createPaymentsService({ db, provider, accounts, idealEnabled: config.IDEAL_ENABLED, skrillEnabled: config.SKRILL_ENABLED });
  const earnings = createEarningsService({ db });
  const checkout = createCheckoutService({ db, logger, provider, accounts, cards, earnings, notifications, payments, transactions, publicWebUrl, agencyShareFor });
  const wallet = createWalletService({ db, checkout, transactions, fraud });
  const tips = createTipsService({ accounts, checkout, refOwner: tipRefOwner });
  const withdrawals = createWithdrawalsService({
    db,
    logger,
    provider,
    accounts,
    transactions,
    review: {
      aboveCents: config.PAYOUT_REVIEW_ABOVE_DOLLARS * 100,
      firstWithdrawal: config.PAYOUT_REVIEW_FIRST,
      // Disputes are wired below; the rule is asked only when a withdrawal is made.
      hasOpenDisputes: (userId) => disputes.hasOpenFor(userId),
    },
  });
  const webhooks = createWebhooksService({ db, logger, provider: provider.name });
  webhooks.on('payment.', checkout.applyPaymentEvent);
  webhooks.on('ideal.', checkout.applyPaymentEvent);
  webhooks.on('wallet.', checkout.applyPaymentEvent);
  webhooks.on('checkout.', cards.applyCheckoutEvent);
  webhooks.on('transfer.', withdrawals.applyTransferEvent);
  webhooks.on('payee.', withdrawals.applyPayeeEvent);
  const disputes = createDisputesService({ db, accounts, logger, checkout, earnings, notifications, transactions });
  webhooks.on('dispute.', disputes.applyDisputeEvent);
  // Identity verification shares the provider and its webhook inbox with money.
  const verification = createVerificationService({ db, logger, provider, accounts, notifications, publicWebUrl });
  webhooks.on('identity.', verification.applyIdentityEvent);
  return { provider, fraud, transactions, cards, payments, earnings, checkout, wallet, tips, withdrawals, webhooks, verification, disputes };
}
export type MoneyServices = ReturnType<typeof createMoneyServices>;

export async function registerMoneyRoutes(app: Api, services: MoneyServices & { accounts: AccountsService }): Promise<void> {
  walletRoutes(app, services);
  paymentsRoutes(app, services.payments);
  cardsRoutes(app, services.cards);
  transactionsRoutes(app, services.transactions);
  tipsRoutes(app, services);
  withdrawalsRoutes(app, services);
  earningsRoutes(app, services.earnings);
  verificationRoutes(app, services);
  await webhooksRoutes(app, services);
}
