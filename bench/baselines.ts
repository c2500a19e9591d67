// The API's cost against yardsticks measured in the same run, on the same database and machine:
// the authenticated wallet read and the wallet tip against a minimal Fastify + pg server
// (baseline-server.ts), and the ledger's purchases against pgbench calling ledger_transfer.
// `npm run bench:baselines` at the repository root; it ends with the three `baseline …` lines.
// BENCH_PAIRS=read (or tip, ledger, comma-separated) runs only those pairs and prints their lines,
// leaving RESULTS.md as it is: the section is rewritten only by a run of all three.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { verifyLedger } from '../apps/api/src/ledger/index.ts';
import { createDatabase } from '../apps/api/src/platform/db/client.ts';
import { benchPort, buildCompiledApi, compiledApiCommand, prepareSite, startApi } from './api-under-test.ts';
import { cpuReader, type CpuSpent } from './cpu.ts';
import { creatorIds, fundedFans, type SignedInFan } from './fans.ts';
import { fundFans, runPurchases, type LevelResult } from './ledger-load.ts';
import { numberedCast, runPgbench, type PgbenchResult } from './ledger-pgbench.ts';
import { replaceSection } from './results-section.ts';
import { startServer } from './server-process.ts';
import { numberFromEnv, repoRoot, settings } from './settings.ts';
import { machineFacts, waitForQuiet } from './system.ts';

const CONNECTIONS = numberFromEnv('BENCH_BASELINE_CONNECTIONS', 16);
const FANS = numberFromEnv('BENCH_BASELINE_FANS', 256);
const LEDGER_CALLERS = 16;
const LEDGER_CAST = { fans: 1_000, creators: 100, agencies: 10 };
const WARM_UP_SECONDS = 3;
const PAIR_NAMES = ['read', 'tip', 'ledger'] as const;
const chosenPairs = process.env.BENCH_PAIRS ? process.env.BENCH_PAIRS.split(',').map((name) => name.trim()) : [...PAIR_NAMES];
const runs = (pair: (typeof PAIR_NAMES)[number]) => chosenPairs.includes(pair);

// The bench signs its fans in many times a minute.
process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = '100000000';

type Measured = CpuSpent<autocannon.Result> & { label: string };
type Pair = { api: Measured; baseline: Measured; busyPercent: number };

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
const failed = (result: autocannon.Result) => result.non2xx + result.errors + result.timeouts;
const perRequestUs = (ms: number, result: autocannon.Result) => (1000 * ms) / Math.max(result.requests.total, 1);
const rate = (measured: Measured) => measured.result.requests.average;
const ratio = (pair: Pair) => rate(pair.api) / rate(pair.baseline);
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

type Target = { url: string; request: autocannon.Request; cpuOf: Awaited<ReturnType<typeof cpuReader>> };

const load = ({ url, request }: Target, duration: number) => autocannon({ url, connections: CONNECTIONS, duration, requests: [request] });

/** Both servers warmed up, then loaded one right after the other, each with its process's CPU time read. */
async function compare(labels: { api: string; baseline: string }, api: Target, baseline: Target): Promise<Pair> {
  const busyPercent = await waitForQuiet();
  await load(api, WARM_UP_SECONDS);
  await load(baseline, WARM_UP_SECONDS);
  const measure = async (label: string, target: Target) => ({ label, ...(await target.cpuOf(() => load(target, settings.durationSeconds))) });
  return { api: await measure(labels.api, api), baseline: await measure(labels.baseline, baseline), busyPercent };
}

const tableRow = ({ label, result, apiMs, postgresMs }: Measured) =>
  `| ${label} | ${whole(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.total} | ${failed(result)} | ${whole(perRequestUs(apiMs, result))} | ${whole(perRequestUs(postgresMs, result))} |`;

type LedgerPair = { ledger: LevelResult; pgbench: PgbenchResult; busyPercent: number };

async function compareLedger(url: string, db: ReturnType<typeof createDatabase>, scratchDir: string): Promise<LedgerPair> {
  const cast = numberedCast(LEDGER_CAST);
  await fundFans(db, cast);
  const seconds = settings.durationSeconds;
  const busyPercent = await waitForQuiet();
  await runPurchases({ db, cast, callers: LEDGER_CALLERS, seconds: WARM_UP_SECONDS });
  const ledger = await runPurchases({ db, cast, callers: LEDGER_CALLERS, seconds });
  await runPgbench({ url, cast, clients: LEDGER_CALLERS, seconds: WARM_UP_SECONDS, scratchDir });
  const pgbench = await runPgbench({ url, cast, clients: LEDGER_CALLERS, seconds, scratchDir });
  return { ledger, pgbench, busyPercent };
}

type Findings = { read: Pair; tip: Pair; ledger: LedgerPair; drift: string; fans: number; creators: number };

const readLines = (read: Pair) => {
  const apiCpu = perRequestUs(read.api.apiMs, read.api.result);
  return {
    read: `read: API GET /api/wallet ${whole(rate(read.api))}/s vs minimal Fastify + pg ${whole(rate(read.baseline))}/s at ${CONNECTIONS} connections: ${ratio(read).toFixed(2)}×, ${failed(read.api.result)} failed`,
    cpu: `API CPU: ${whole(apiCpu)} µs per authenticated wallet read (the minimal server ${whole(perRequestUs(read.baseline.apiMs, read.baseline.result))} µs)`,
    final: `baseline read: ${ratio(read).toFixed(2)}×, API CPU ${Math.round(apiCpu)} µs/request`,
  };
};

const tipLines = (tip: Pair, drift: string) => ({
  tip: `tip: API POST /api/tips ${whole(rate(tip.api))}/s (${whole(perRequestUs(tip.api.apiMs, tip.api.result))} µs API CPU, ${whole(perRequestUs(tip.api.postgresMs, tip.api.result))} µs PostgreSQL each) vs the minimal raw-SQL tip ${whole(rate(tip.baseline))}/s (${whole(perRequestUs(tip.baseline.apiMs, tip.baseline.result))} µs, ${whole(perRequestUs(tip.baseline.postgresMs, tip.baseline.result))} µs): ${ratio(tip).toFixed(2)}×, ${failed(tip.api.result) + failed(tip.baseline.result)} failed, drift ${drift}`,
  final: `baseline tip: ${ratio(tip).toFixed(2)}×`,
});

const ledgerLines = (ledger: LedgerPair) => ({
  ledger: `ledger: transfer() ${whole(ledger.ledger.perSecond)} purchases/s vs pgbench calling ledger_transfer ${whole(ledger.pgbench.perSecond)}/s at ${LEDGER_CALLERS} callers: ${(ledger.ledger.perSecond / ledger.pgbench.perSecond).toFixed(2)}×, ${ledger.ledger.refused + ledger.pgbench.failed} refused`,
  final: `baseline ledger: ${(ledger.ledger.perSecond / ledger.pgbench.perSecond).toFixed(2)}× pgbench`,
});

/** The summary lines of the pairs that ran, in the order of a full run: the detail lines, then the `baseline …` ones. */
function summaryLines(findings: Partial<Findings> & { drift: string }): string[] {
  const read = findings.read && readLines(findings.read);
  const tip = findings.tip && tipLines(findings.tip, findings.drift);
  const ledger = findings.ledger && ledgerLines(findings.ledger);
  const details = [read?.read, read?.cpu, tip?.tip, ledger?.ledger];
  return [...details, read?.final, tip?.final, ledger?.final].filter((line): line is string => line !== undefined);
}

async function writeSection(findings: Findings, lines: string[]): Promise<void> {
  const { read, tip, ledger } = findings;
  const machine = machineFacts();
  const busy = [read.busyPercent, tip.busyPercent, ledger.busyPercent].map((percent) => `${Math.round(percent)}%`).join(', ');
  await replaceSection(
    path.join(repoRoot, 'bench/RESULTS.md'),
    '## Baselines',
    [
      '<!-- Rewritten by `npm run bench:baselines` (bench/baselines.ts): edit bench/baselines.ts, not this section. -->',
      '',
      `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:baselines\`: ${machine.cpus}, ${machine.memory} memory, Node ${machine.node}; the API runs compiled (\`npm run build:server\`, then \`${compiledApiCommand}\`); the machine was ${busy} busy before the read, tip and ledger pairs (other sessions share these cores: the ratios, measured a few seconds apart, are what count).`,
      `Each pair loads the API and its yardstick one right after the other, ${settings.durationSeconds} s each after ${WARM_UP_SECONDS} s of warm-up for both, ${CONNECTIONS} autocannon connections from this process, on the API's own embedded PostgreSQL. The yardstick is \`bench/baseline-server.ts\`, Fastify + pg (10 connections, named statements, no logging) as its own process: \`GET /wallet\` runs the wallet read's one SELECT for the fan named by a header; \`POST /tip\` runs the wallet tip's writes in one transaction (transaction, recipient, \`ledger_transfer\`, earning, two notifications). The API's wallet read authenticates a bearer token of one of ${findings.fans} funded, signed-in fans; its tips go to the ${findings.creators} demo creators. CPU is each server process's user + system time over the run divided by its requests; PostgreSQL's is its processes' (the API's embedded server).`,
      '',
      '| Request | Per second | p50 | p99 | Requests | Failed | Server CPU µs/request | PostgreSQL CPU µs/request |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...[read.api, read.baseline, tip.api, tip.baseline].map(tableRow),
      '',
      `The ledger pair: ${LEDGER_CALLERS} callers posting the six-posting purchase of \`bench/ledger-load.ts\` (${LEDGER_CAST.fans} fans, ${LEDGER_CAST.creators} creators, ${LEDGER_CAST.agencies} agencies) for ${settings.durationSeconds} s each: through the ledger's \`transfer()\` from this process (drizzle, pg), then pgbench (\`--protocol=prepared\`, ${LEDGER_CALLERS} clients) calling \`ledger_transfer\` with the same postings. transfer(): ${whole(ledger.ledger.perSecond)}/s, p50 ${ledger.ledger.p50Ms.toFixed(2)} ms, p99 ${ledger.ledger.p99Ms.toFixed(2)} ms; pgbench: ${whole(ledger.pgbench.perSecond)}/s. Ledger drift afterwards: ${findings.drift}.`,
      '',
      ...lines.map((line) => `\`${line}\``),
    ].join('\n'),
  );
}

type Servers = { apiUrl: string; baselineUrl: string; apiCpu: Target['cpuOf']; baselineCpu: Target['cpuOf']; fans: SignedInFan[] };

const signedIn = (fans: SignedInFan[]) => (outgoing: autocannon.Request) => ({ ...outgoing, headers: { ...outgoing.headers, authorization: `Bearer ${pick(fans).token}` } });

function compareRead({ apiUrl, baselineUrl, apiCpu, baselineCpu, fans }: Servers): Promise<Pair> {
  console.log('› wallet read: API, then the minimal server');
  return compare(
    { api: 'API wallet read (`GET /api/wallet`, bearer token)', baseline: 'minimal server (`GET /wallet`, one SELECT)' },
    { url: apiUrl, cpuOf: apiCpu, request: { method: 'GET', path: '/api/wallet', setupRequest: signedIn(fans) } },
    {
      url: baselineUrl,
      cpuOf: baselineCpu,
      request: { method: 'GET', path: '/wallet', setupRequest: (outgoing) => ({ ...outgoing, headers: { ...outgoing.headers, 'x-user-id': pick(fans).id } }) },
    },
  );
}

function compareTip({ apiUrl, baselineUrl, apiCpu, baselineCpu, fans }: Servers, creators: string[]): Promise<Pair> {
  console.log('› wallet tip: API, then the minimal server');
  const tipBody = () => ({ recipient_id: pick(creators), amount: 10 });
  const withToken = signedIn(fans);
  return compare(
    { api: 'API wallet tip (`POST /api/tips`)', baseline: 'minimal server (`POST /tip`, raw SQL, one transaction)' },
    {
      url: apiUrl,
      cpuOf: apiCpu,
      request: {
        method: 'POST',
        path: '/api/tips',
        headers: { 'content-type': 'application/json' },
        setupRequest: (outgoing) => ({
          ...withToken(outgoing),
          headers: { ...withToken(outgoing).headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ ...tipBody(), payment_mode: 'wallet' }),
        }),
      },
    },
    {
      url: baselineUrl,
      cpuOf: baselineCpu,
      request: {
        method: 'POST',
        path: '/tip',
        headers: { 'content-type': 'application/json' },
        setupRequest: (outgoing) => ({
          ...outgoing,
          headers: { ...outgoing.headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ ...tipBody(), payer_id: pick(fans).id }),
        }),
      },
    },
  );
}

async function main(): Promise<void> {
  buildCompiledApi();
  const site = await prepareSite();
  console.log('› starting the compiled API');
  const api = await startApi(site, compiledApiCommand, settings);
  const apiUrl = `http://127.0.0.1:${site.port}`;
  const pgUrl = `postgres://velvet:velvet@127.0.0.1:${site.pgPort}/velvet`;
  const db = createDatabase(pgUrl, { maxConnections: LEDGER_CALLERS });
  const baselinePort = await benchPort(2);
  let stopBaseline = async () => {};
  try {
    console.log(`› signing in ${FANS} funded fans`);
    const fans: SignedInFan[] = await fundedFans(db, apiUrl, FANS);
    const creators = await creatorIds(apiUrl);
    const baseline = await startServer({
      command: 'node --import tsx bench/baseline-server.ts',
      env: { ...process.env, BASELINE_PORT: String(baselinePort), BASELINE_DATABASE_URL: pgUrl },
      port: baselinePort,
      readyUrl: `http://127.0.0.1:${baselinePort}/health`,
      timeoutMs: 30_000,
    });
    stopBaseline = baseline.stop;
    const servers: Servers = {
      apiUrl,
      baselineUrl: `http://127.0.0.1:${baselinePort}`,
      apiCpu: await cpuReader(site.port),
      baselineCpu: await cpuReader(baselinePort, site.port),
      fans,
    };
    const read = runs('read') ? await compareRead(servers) : undefined;
    const tip = runs('tip') ? await compareTip(servers, creators) : undefined;
    await baseline.stop();

    if (runs('ledger')) console.log(`› ledger: transfer() at ${LEDGER_CALLERS} callers, then pgbench`);
    const ledger = runs('ledger') ? await compareLedger(pgUrl, db, path.dirname(site.dataDir)) : undefined;
    const { drift } = await verifyLedger(db);

    const findings = { read, tip, ledger, drift: String(drift), fans: FANS, creators: creators.length };
    const lines = summaryLines(findings);
    if (read && tip && ledger) {
      await writeSection({ ...findings, read, tip, ledger }, lines);
      console.log('Results written to bench/RESULTS.md');
    }
    for (const line of lines) console.log(line);
  } finally {
    await stopBaseline();
    await db.$client.end();
    await api.stop();
    await site.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
