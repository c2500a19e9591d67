import type { VelvetApp } from './app.ts';
import type { ScheduledJob } from './platform/jobs.ts';

/** A charge still pending this long is asked about at the provider (its checkouts expire after 30). */
const RECONCILE_AFTER_MS = 35 * 60_000;
/** A reserved payout not handed to the provider within this is sent again (same idempotency key). */
const UNSENT_PAYOUT_AFTER_MS = 5 * 60_000;

export const scheduledJobs = ({ services, observability }: Pick<VelvetApp, 'services' | 'observability'>): ScheduledJob[] => {
  // Jobs that move money leave a line in the audit log for every run that moved something.
  const audited =
    <T>(name: string, run: () => Promise<T>) =>
    async () => {
      const result = await run();
      await services.audit.recordJob(name, result);
      return result;
    };
  return [
    { name: 'earnings-release', cron: '*/5 * * * *', run: audited('earnings-release', () => services.earnings.releaseDue()) },
    { name: 'payments-reconcile', cron: '*/5 * * * *', run: audited('payments-reconcile', () => services.checkout.reconcile(new Date(Date.now() - RECONCILE_AFTER_MS))) },
    { name: 'subscription-renewals', cron: '*/5 * * * *', run: audited('subscription-renewals', () => services.subscriptions.renewDue()) },
    { name: 'service-requests-expiry', cron: '*/5 * * * *', run: () => services.requests.expireDue() },
    // Mass messages start delivering when queued; this finishes what a restart or a failure left.
    { name: 'mass-messages-deliver', cron: '* * * * *', run: () => services.massMessages.deliverDue() },
    { name: 'calls-end', cron: '* * * * *', run: () => services.calls.endDue() },
    { name: 'event-reminders', cron: '* * * * *', run: () => services.events.remindDue() },
    { name: 'event-cancellation-refunds', cron: '*/5 * * * *', run: audited('event-cancellation-refunds', () => services.events.refundCancelled()) },
    { name: 'payouts-resend', cron: '*/5 * * * *', run: audited('payouts-resend', () => services.withdrawals.sendUnsent(new Date(Date.now() - UNSENT_PAYOUT_AFTER_MS))) },
    // Reads every posting: often enough to see drift within the quarter hour, rarely enough to cost little.
    { name: 'ledger-verify', cron: '*/15 * * * *', run: () => observability.checkLedger() },
  ];
};
