import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

type PoolCounts = Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;

/** A gauge read when Prometheus scrapes, never kept up to date between scrapes. */
function gaugeOf(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

export function watchDatabasePool(registry: Registry, pool: PoolCounts): void {
  gaugeOf(registry, 'velvet_db_pool_connections', "Connections this process's PostgreSQL pool holds, busy or idle", () => pool.totalCount);
  gaugeOf(registry, 'velvet_db_pool_idle_connections', 'Pool connections waiting for a query', () => pool.idleCount);
  gaugeOf(registry, 'velvet_db_pool_waiting_queries', 'Queries waiting for a pool connection (the pool is exhausted while above 0)', () => pool.waitingCount);
}

export function watchOpenSockets(registry: Registry, count: () => number): void {
  gaugeOf(registry, 'velvet_realtime_open_sockets', 'Authenticated socket.io connections to this process', count);
}

export type QueueDepth = { job: string; depth: number };

/** Queued jobs, read from the queue's tables at scrape time; absent while the queue cannot be read. */
export function watchJobQueues(registry: Registry, depths: () => Promise<QueueDepth[]>): void {
  new Gauge({
    name: 'velvet_job_queue_depth',
    help: 'Jobs waiting to run (created or retrying), by job',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const read = await depths().catch(() => []);
      for (const { job, depth } of read) this.set({ job }, depth);
    },
  });
}
