import type { VelvetApp } from './app.ts';
import type { ScheduledJob } from './platform/jobs.ts';

/** A charge still pending this long is asked about at the provider (its checkouts expire after 30). */
const RECONCILE_AFTER_MS = 35 * 60_000;
/** A reserved payout not handed to the provider within this is sent again (same idempotency key). */
const UNSENT_PAYOUT_AFTER_MS = 5 * 60_000;

export const scheduledJobs = ({ services, observability }: Pick<VelvetApp, 'services' | 'observability'>): ScheduledJob[] => [
  { name: 'earnings-release', cron: '*/5 * * * *', run: () => services.earnings.releaseDue() },
  { name: 'payments-reconcile', cron: '*/5 * * * *', run: () => services.checkout.reconcile(new Date(Date.now() - RECONCILE_AFTER_MS)) },
  { name: 'subscription-renewals', cron: '*/5 * * * *', run: () => services.subscriptions.renewDue() },
  { name: 'service-requests-expiry', cron: '*/5 * * * *', run: () => services.requests.expireDue() },
  // Mass messages start delivering when queued; this finishes what a restart or a failure left.
  { name: 'mass-messages-deliver', cron: '* * * * *', run: () => services.massMessages.deliverDue() },
  { name: 'calls-end', cron: '* * * * *', run: () => services.calls.endDue() },
  { name: 'payouts-resend', cron: '*/5 * * * *', run: () => services.withdrawals.sendUnsent(new Date(Date.now() - UNSENT_PAYOUT_AFTER_MS)) },
  // Reads every posting: often enough to see drift within the quarter hour, rarely enough to cost little.
  { name: 'ledger-verify', cron: '*/15 * * * *', run: () => observability.checkLedger() },
];
