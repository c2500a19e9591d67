// Database-level throughput of the ledger: six-posting purchases per second at 4, 16 and 64 concurrent
// callers, on a fresh database, then verifyLedger(). `npm run bench:ledger` at the repository root.
import path from 'node:path';
import pg from 'pg';
import { verifyLedger } from '../apps/api/src/ledger/index.ts';
import { createDatabase } from '../apps/api/src/platform/db/client.ts';
import { runMigrations } from '../apps/api/src/platform/db/migrate.ts';
import { costsBetween, counterReader } from './ledger-costs.ts';
import { freshDatabase } from './ledger-database.ts';
import { fundFans, newCast, runPurchases } from './ledger-load.ts';
import { printTable, summaryLine, writeLedgerSection, type LedgerReport, type MeasuredLevel } from './ledger-report.ts';
import { numberFromEnv, repoRoot } from './settings.ts';
import { waitForQuiet } from './system.ts';

const CALLER_COUNTS = [4, 16, 64];
const WARM_UP_SECONDS = 2;

const seconds = numberFromEnv('BENCH_LEDGER_SECONDS', 10);
const castSize = {
  fans: numberFromEnv('BENCH_LEDGER_FANS', 10_000),
  creators: numberFromEnv('BENCH_LEDGER_CREATORS', 1_000),
  agencies: numberFromEnv('BENCH_LEDGER_AGENCIES', 20),
};

/** Asks the server to time its WAL flushes for this database's sessions; a server that refuses just reports no times. */
async function timeWalFlushes(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const name = new URL(url).pathname.slice(1);
    await client.query(`ALTER DATABASE "${name}" SET track_wal_io_timing = on`).catch(() => undefined);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const database = await freshDatabase();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void database.drop().finally(() => process.exit(130)));
  await timeWalFlushes(database.url);
  const db = createDatabase(database.url, { maxConnections: Math.max(...CALLER_COUNTS) });
  try {
    const readCounters = await counterReader(db, database.url);
    console.log(`› ${database.where}: migrating, funding ${castSize.fans} fans`);
    await runMigrations(db);
    const cast = newCast(castSize);
    await fundFans(db, cast);
    // So that autovacuum's first pass over the freshly loaded tables does not land inside a level.
    await db.$client.query('VACUUM ANALYZE');

    const levels: MeasuredLevel[] = [];
    const busyBeforePercent: number[] = [];
    for (const callers of CALLER_COUNTS) {
      busyBeforePercent.push(await waitForQuiet());
      console.log(`› ${callers} callers for ${seconds} s`);
      await runPurchases({ db, cast, callers, seconds: WARM_UP_SECONDS });
      const before = await readCounters();
      const result = await runPurchases({ db, cast, callers, seconds });
      const after = await readCounters();
      levels.push({ ...result, costs: costsBetween({ before, after, purchases: result.purchases, seconds: result.elapsedSeconds }) });
    }

    console.log('› verifyLedger()');
    const verification = await verifyLedger(db);
    const report: LedgerReport = { levels, drift: verification.drift, entries: verification.entries, where: database.where, seconds, cast: castSize, busyBeforePercent };
    printTable(report);
    await writeLedgerSection(path.join(repoRoot, 'bench/RESULTS.md'), report);
    console.log('Results written to bench/RESULTS.md');
    console.log(summaryLine(report));
  } finally {
    await db.$client.end();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
