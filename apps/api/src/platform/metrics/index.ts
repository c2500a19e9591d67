import type pg from 'pg';
import type { Config } from '../config.ts';
import type { Api } from '../http/types.ts';
import { watchDatabasePool, watchJobQueues, watchOpenSockets, type QueueDepth } from './collectors.ts';
import { createMetricsRegistry } from './registry.ts';
import { metricsRoutes } from './routes.ts';

/** What the metrics read, each through its owner's front door. */
export type MetricSources = {
  pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  openSockets: () => number;
  onNotificationsPushed: (listener: (types: string[]) => void) => void;
  onWebhookApplied: (listener: (lagSeconds: number) => void) => void;
  verifyLedger: () => Promise<{ drift: number }>;
};

type RegisterMetricsOptions = { config: Pick<Config, 'NODE_ENV' | 'METRICS_TOKEN'>; sources: MetricSources };

/** Prometheus metrics at GET /metrics; the answer's functions are for main.ts's scheduled jobs. */
export function registerMetrics(app: Api, { config, sources }: RegisterMetricsOptions) {
  const metrics = createMetricsRegistry();
  metricsRoutes(app, { metrics, config });
  watchDatabasePool(metrics.registry, sources.pool);
  watchOpenSockets(metrics.registry, sources.openSockets);
  sources.onNotificationsPushed((types) => {
    for (const type of types) metrics.notificationsPushed.inc({ type });
  });
  sources.onWebhookApplied((lagSeconds) => metrics.webhookLag.observe(lagSeconds));

  return {
    /** The periodic ledger check: its drift becomes the `velvet_ledger_drift` gauge. */
    checkLedger: async () => {
      const { drift } = await sources.verifyLedger();
      metrics.recordLedgerVerification(drift, new Date());
      return { drift };
    },
    jobEnded: (job: string, outcome: 'done' | 'failed') => metrics.jobRuns.inc({ job, outcome }),
    watchJobQueues: (depths: () => Promise<QueueDepth[]>) => watchJobQueues(metrics.registry, depths),
  };
}
export type Observability = ReturnType<typeof registerMetrics>;
