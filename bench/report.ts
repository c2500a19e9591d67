import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IdleMemory } from './memory.ts';
import type { Settings } from './settings.ts';
import { machineFacts } from './system.ts';
import type { LoadResult } from './throughput.ts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

export type BenchResults = {
  fullStart?: Outcome<number>;
  serveStart?: Outcome<number>;
  warmRestart?: Outcome<number>;
  bareStart?: Outcome<number>;
  memory?: Outcome<IdleMemory>;
  apiLoad?: Outcome<LoadResult>;
  bareLoad?: Outcome<LoadResult>;
};

type Row = { measure: string; value: string; notes: string };

const RESULTS_HEADING = '## Latest results';

const INTRODUCTION = `# Benchmarks

Figures, not tests: nothing here fails on time. Run them with \`npm run bench\` at the repository
root (2 cores here: run nothing else heavy meanwhile). \`bench/run-all.ts\` rewrites the section
below; text above it is kept.

What is measured:

- **Cold start**: from spawning the command until \`GET /api/health\` answers 200, on an empty embedded
  PostgreSQL in a fresh folder under /tmp (so it includes initdb, migrations and the demo seed),
  with \`DATABASE_URL\` and \`REDIS_URL\` unset. *Full* is \`npm start\` (web build, then
  \`scripts/start.mjs\`, which also starts paysim); *serve only* runs the API process directly.
  *Warm restart* starts the API again on the same, now populated, folder. *Bare Fastify* is the
  floor: node, tsx and a hello-world, no database.
- **Idle memory**: RSS of the API's node process (\`VmRSS\`) after it has been ready and idle; the
  embedded PostgreSQL's processes are reported apart (PSS shares their common memory out fairly;
  summed RSS counts it once per process).
- **Throughput**: autocannon, 50 connections, against the API's \`/api/health\` (which queries
  PostgreSQL) and, right after, against a bare Fastify hello-world started by the bench as its own
  process; the ratio says what the API's plugins, hooks and database round-trip cost.

Every timed run (starts and loads) first waits, a minute at most, for the machine to be quiet, and
each load notes how busy it was just before: other work on these 2 cores moves the absolute
figures a lot, the ratio less.

Tuning: \`BENCH_DURATION\` (seconds per load run, default 10), \`BENCH_CONNECTIONS\` (50),
\`BENCH_IDLE_SECONDS\` (5), \`BENCH_START_TIMEOUT\` (300), \`BENCH_START_COMMAND\` (the full start),
\`BENCH_SERVE_COMMAND\` (the API alone), \`BENCH_SKIP_FULL_START=1\` (skip the web build).
`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mib = (value: number) => `${value.toFixed(1)} MiB`;
const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;
const latency = (load: LoadResult) => `p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms`;

function outcomeRow<T>(measure: string, outcome: Outcome<T> | undefined, show: (value: T) => Omit<Row, 'measure'>): Row {
  if (!outcome) return { measure, value: 'skipped', notes: '' };
  if (!outcome.ok) return { measure, value: 'failed', notes: outcome.error.split('\n')[0] ?? '' };
  return { measure, ...show(outcome.value) };
}

function loadRow(measure: string, outcome: Outcome<LoadResult> | undefined): Row {
  return outcomeRow(measure, outcome, (load) => ({
    value: perSecond(load.requestsPerSecond),
    notes: `${latency(load)}; ${load.total.toLocaleString('en-US')} requests, ${load.failures} failed; machine ${load.busyBeforePercent.toFixed(0)}% busy before`,
  }));
}

function ratioRow({ apiLoad, bareLoad }: BenchResults): Row {
  if (!apiLoad?.ok || !bareLoad?.ok) return { measure: 'Ratio API / bare', value: 'n/a', notes: '' };
  const ratio = apiLoad.value.requestsPerSecond / bareLoad.value.requestsPerSecond;
  return { measure: 'Ratio API / bare', value: ratio.toFixed(2), notes: `the API serves ${(ratio * 100).toFixed(0)}% of bare Fastify's rate` };
}

export function toRows(results: BenchResults, settings: Settings): Row[] {
  return [
    outcomeRow('Cold start, full', results.fullStart, (ms) => ({ value: seconds(ms), notes: `\`${settings.startCommand}\`` })),
    outcomeRow('Cold start, serve only', results.serveStart, (ms) => ({ value: seconds(ms), notes: `\`${settings.serveCommand}\`` })),
    outcomeRow('Warm restart, serve only', results.warmRestart, (ms) => ({ value: seconds(ms), notes: 'same database folder, already migrated and seeded' })),
    outcomeRow('Start, bare Fastify', results.bareStart, (ms) => ({ value: seconds(ms), notes: 'the floor: node, tsx and Fastify alone' })),
    outcomeRow('Idle RSS, API node process', results.memory, (memory) => ({ value: mib(memory.apiRssMiB), notes: `after ${settings.idleSeconds} s idle` })),
    outcomeRow('Idle memory, embedded PostgreSQL', results.memory, ({ postgres }) =>
      postgres
        ? { value: `${mib(postgres.pssMiB)} PSS`, notes: `${postgres.processes} processes, ${mib(postgres.rssMiB)} summed RSS` }
        : { value: 'n/a', notes: 'no PostgreSQL found on its port' },
    ),
    loadRow('`GET /api/health`', results.apiLoad),
    loadRow('Bare Fastify `GET /`', results.bareLoad),
    ratioRow(results),
  ];
}

export function printTable(rows: Row[]): void {
  const plain = (text: string) => text.replaceAll('`', '');
  const widths = [Math.max(...rows.map((row) => plain(row.measure).length)), Math.max(...rows.map((row) => row.value.length))];
  console.log();
  for (const row of rows) console.log(`${plain(row.measure).padEnd(widths[0]!)}  ${row.value.padStart(widths[1]!)}  ${plain(row.notes)}`);
  console.log();
}

function resultsSection(rows: Row[], settings: Settings, date: Date): string {
  const machine = machineFacts();
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    RESULTS_HEADING,
    '',
    '<!-- Rewritten by `npm run bench` (bench/run-all.ts): edit the text above this heading only. -->',
    '',
    `Run on ${date.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
    '',
    `- Machine: ${machine.cpus}, ${machine.memory} memory, ${machine.os}`,
    `- Node ${machine.node}`,
    `- Load: ${settings.connections} connections, ${settings.durationSeconds} s per target after a 3 s warm-up`,
    '',
    '| Measure | Value | Notes |',
    '|---|---:|---|',
    ...rows.map((row) => `| ${cell(row.measure)} | ${cell(row.value)} | ${cell(row.notes)} |`),
    '',
  ].join('\n');
}

/** Rewrites the results section of RESULTS.md, keeping whatever explanation sits above it. */
export async function writeResults(file: string, rows: Row[], settings: Settings): Promise<void> {
  const existing = await readFile(file, 'utf8').catch(() => INTRODUCTION);
  const cut = existing.indexOf(`\n${RESULTS_HEADING}`);
  const above = (cut === -1 ? existing : existing.slice(0, cut)).trimEnd();
  await writeFile(file, `${above}\n\n${resultsSection(rows, settings, new Date())}`);
  console.log(`Results written to ${path.relative(process.cwd(), file) || file}`);
}
