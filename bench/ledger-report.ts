import { replaceSection } from './results-section.ts';
import type { LevelCosts } from './ledger-costs.ts';
import type { LevelResult } from './ledger-load.ts';
import { machineFacts } from './system.ts';

export type MeasuredLevel = LevelResult & { costs: LevelCosts };

export type LedgerReport = {
  levels: MeasuredLevel[];
  drift: number;
  entries: number;
  where: string;
  seconds: number;
  cast: { fans: number; creators: number; agencies: number };
  busyBeforePercent: number[];
};

const SECTION_HEADING = '## Ledger';
// run-all.ts rewrites everything from this heading on: the ledger's section stays above it.

const round = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => value.toFixed(2);
const optional = (value: number | undefined, show: (value: number) => string) => (value === undefined ? 'n/a' : show(value));

/** Each level's figures as table cells, the same for the terminal and for RESULTS.md. */
function cells(level: MeasuredLevel): string[] {
  const { costs } = level;
  return [
    String(level.callers),
    round(level.perSecond),
    ms(level.p50Ms),
    ms(level.p99Ms),
    ms(level.maxMs),
    String(level.refused),
    round(costs.walSyncsPerSecond),
    costs.purchasesPerWalSync.toFixed(1),
    optional(costs.msPerWalSync, ms),
    optional(costs.postgresCpuUsPerPurchase, round),
    round(costs.benchCpuUsPerPurchase),
  ];
}

const HEADERS = ['callers', 'purchases/s', 'p50 ms', 'p99 ms', 'max ms', 'refused', 'WAL flushes/s', 'purchases/flush', 'ms/flush', 'PG CPU µs/purchase', 'bench CPU µs/purchase'];

export function printTable({ levels }: LedgerReport): void {
  const rows = [HEADERS, ...levels.map(cells)];
  const widths = HEADERS.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log();
  for (const row of rows) console.log(row.map((cell, column) => cell.padStart(widths[column]!)).join('  '));
  console.log();
}

/** The one line a reader or a script looks for. */
export function summaryLine({ levels, drift }: LedgerReport): string {
  const at16 = levels.find((level) => level.callers === 16);
  if (!at16) return `ledger: no run at 16 callers, drift ${drift}`;
  return `ledger: ${Math.round(at16.perSecond)} purchases/s, p99 ${ms(at16.p99Ms)} ms at 16 callers, drift ${drift}`;
}

function section(report: LedgerReport, date: Date): string {
  const machine = machineFacts();
  return [
    SECTION_HEADING,
    '',
    '<!-- Rewritten by `npm run bench:ledger` (bench/ledger.ts): edit bench/ledger-report.ts, not this section. -->',
    '',
    'Six-posting purchases (fan wallet, creator pending, agency, platform fee, processing fee, tax) through',
    "the ledger's `transfer()`, one per transaction, each caller waiting for its answer before the next,",
    `for ${report.seconds} s per level after a 2 s warm-up. Latency is the caller's: pool, driver, one`,
    'round trip to the `ledger_transfer` function and the commit (synchronous_commit on). Every commit',
    'waits for a WAL flush (fdatasync) that concurrent commits share: *purchases/flush* is that sharing,',
    "*ms/flush* the disk's answer time (n/a when the server does not time it). CPU is per purchase: the",
    "PostgreSQL server's processes (n/a when it is not on this machine; one that exits mid-level is missed)",
    'and this bench process.',
    '',
    `Run on ${date.toISOString().replace('T', ' ').slice(0, 16)} UTC on ${report.where}; ${machine.cpus}, Node ${machine.node}.`,
    `${report.cast.fans.toLocaleString('en-US')} funded fans, ${report.cast.creators.toLocaleString('en-US')} creators and ${report.cast.agencies} agencies picked at random; the machine was ${report.busyBeforePercent.map((busy) => `${busy.toFixed(0)}%`).join(', ')} busy before each level.`,
    '',
    `| ${HEADERS.join(' | ')} |`,
    `|${HEADERS.map(() => '---:').join('|')}|`,
    ...report.levels.map((level) => `| ${cells(level).join(' | ')} |`),
    '',
    `\`verifyLedger()\` afterwards over ${report.entries.toLocaleString('en-US')} entries: drift ${report.drift}.`,
    '',
    `\`${summaryLine(report)}\``,
    '',
  ].join('\n');
}

/** Replaces the ledger's section of RESULTS.md; the rest stays as it is. */
export const writeLedgerSection = (file: string, report: LedgerReport) =>
  replaceSection(file, SECTION_HEADING, section(report, new Date()).replace(`${SECTION_HEADING}\n`, ''));
