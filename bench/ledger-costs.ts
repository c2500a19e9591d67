import type { Database } from '../apps/api/src/platform/db/client.ts';
import { cpuMsOf, listeningPid, processTree } from './system.ts';

/** Counters read before and after a level, to tell what a purchase costs and what waits. */
export type Counters = { walSyncs: number; walSyncMs: number; postgresCpuMsByPid: Map<number, number> | undefined; benchCpuMs: number };

/** What one level spent, per purchase where it makes sense. */
export type LevelCosts = {
  /** WAL flushes per second: each commit waits for one; concurrent commits share it. */
  walSyncsPerSecond: number;
  purchasesPerWalSync: number;
  /** Average fdatasync time, when the server records it (track_wal_io_timing). */
  msPerWalSync: number | undefined;
  /** CPU time of the PostgreSQL server's processes per purchase, when it runs on this machine. */
  postgresCpuUsPerPurchase: number | undefined;
  /** CPU time of this process (pool, driver, Drizzle, the ledger's TypeScript) per purchase. */
  benchCpuUsPerPurchase: number;
};

/** The server's processes, found through the port it listens on; undefined when it is not on this machine. */
async function postgresPid(url: string): Promise<number | undefined> {
  const { hostname, port } = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1'].includes(hostname)) return undefined;
  return listeningPid(Number(port || 5432));
}

/** PostgreSQL 18 moved the WAL flush counters from pg_stat_wal to pg_stat_io. */
async function walFlushesQuery(db: Database): Promise<string> {
  const { rows } = await db.$client.query<{ version: string }>("SELECT current_setting('server_version_num') AS version");
  return Number(rows[0]?.version) >= 180_000
    ? "SELECT coalesce(sum(fsyncs), 0) AS syncs, coalesce(sum(fsync_time), 0) AS sync_ms FROM pg_stat_io WHERE object = 'wal'"
    : 'SELECT wal_sync AS syncs, wal_sync_time AS sync_ms FROM pg_stat_wal';
}

/** Reads the counters of the server behind `url`, through `db`. */
export async function counterReader(db: Database, url: string): Promise<() => Promise<Counters>> {
  const [serverPid, walQuery] = [await postgresPid(url), await walFlushesQuery(db)];
  return async () => {
    const wal = await db.$client.query<{ syncs: string; sync_ms: string }>(walQuery);
    const postgresCpuMsByPid =
      serverPid === undefined ? undefined : new Map(await Promise.all((await processTree(serverPid)).map(async (pid) => [pid, await cpuMsOf(pid)] as const)));
    const { user, system } = process.cpuUsage();
    return { walSyncs: Number(wal.rows[0]?.syncs ?? 0), walSyncMs: Number(wal.rows[0]?.sync_ms ?? 0), postgresCpuMsByPid, benchCpuMs: (user + system) / 1000 };
  };
}

type CostsOptions = { before: Counters; after: Counters; purchases: number; seconds: number };

/** CPU the server's processes used in between: those that exited meanwhile are missed, so it errs low. */
function postgresCpuMsBetween(before: Counters, after: Counters): number | undefined {
  if (!before.postgresCpuMsByPid || !after.postgresCpuMsByPid) return undefined;
  let total = 0;
  for (const [pid, ms] of after.postgresCpuMsByPid) total += ms - (before.postgresCpuMsByPid.get(pid) ?? 0);
  return total;
}

export function costsBetween({ before, after, purchases, seconds }: CostsOptions): LevelCosts {
  const walSyncs = after.walSyncs - before.walSyncs;
  const walSyncMs = after.walSyncMs - before.walSyncMs;
  const perPurchaseUs = (ms: number) => (1000 * ms) / Math.max(purchases, 1);
  const postgresCpuMs = postgresCpuMsBetween(before, after);
  return {
    walSyncsPerSecond: walSyncs / seconds,
    purchasesPerWalSync: purchases / Math.max(walSyncs, 1),
    msPerWalSync: walSyncMs > 0 ? walSyncMs / walSyncs : undefined,
    postgresCpuUsPerPurchase: postgresCpuMs === undefined ? undefined : perPurchaseUs(postgresCpuMs),
    benchCpuUsPerPurchase: perPurchaseUs(after.benchCpuMs - before.benchCpuMs),
  };
}
