import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Webhooks wait at the provider while Velvet is down or failing: seconds to hours. */
const WEBHOOK_LAG_BUCKETS = [1, 5, 15, 60, 300, 900, 3600, 4 * 3600, 24 * 3600];

/**
 * The process's metrics, on a registry of its own (not prom-client's global one), so that every app
 * built in one process, as the tests do, counts apart. Gauges read at scrape time live in collectors.ts.
 */
export function createMetricsRegistry() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requestDuration: new Histogram({
      name: 'velvet_http_request_duration_seconds',
      help: 'HTTP request latency by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    jobRuns: new Counter({
      name: 'velvet_job_runs_total',
      help: 'Scheduled job runs in this process, by job and outcome (done, failed)',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    notificationsPushed: new Counter({
      name: 'velvet_notifications_pushed_total',
      help: 'Notifications pushed to their users after their transaction committed, by type',
      labelNames: ['type'] as const,
      registers,
    }),
    webhookLag: new Histogram({
      name: 'velvet_webhook_delivery_lag_seconds',
      help: 'Age of a provider event when the inbox applied it (event created at the provider to applied here)',
      buckets: WEBHOOK_LAG_BUCKETS,
      registers,
    }),
    recordLedgerVerification: ledgerGauges(registry),
  };
}

/**
 * The ledger's gauges appear with the first verifyLedger() of this process (only the process that runs
 * the jobs checks): a drift of 0 is never reported for a ledger nobody verified.
 */
function ledgerGauges(registry: Registry) {
  let gauges: { drift: Gauge; verifiedAt: Gauge } | undefined;
  return (drift: number, at: Date) => {
    gauges ??= {
      drift: new Gauge({ name: 'velvet_ledger_drift', help: 'Problems the last verifyLedger() found: 0 when the ledger is sound', registers: [registry] }),
      verifiedAt: new Gauge({ name: 'velvet_ledger_verified_timestamp_seconds', help: 'When verifyLedger() last ran (Unix seconds)', registers: [registry] }),
    };
    gauges.drift.set(drift);
    gauges.verifiedAt.set(at.getTime() / 1000);
  };
}

export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>;
