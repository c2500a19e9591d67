// The ledger's floor on this database: pgbench (C, libpq, prepared statements) calling the
// `ledger_transfer` function directly with the same six-posting purchase the ledger bench posts.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PLATFORM_OWNER_ID } from '../apps/api/src/ledger/accounts.ts';
import type { Cast } from './ledger-load.ts';

const run = promisify(execFile);

// Owner ids pgbench can compute from a number: one fixed prefix per kind of owner.
const FAN_PREFIX = '00000000-0000-4000-8001-';
const CREATOR_PREFIX = '00000000-0000-4000-8002-';
const AGENCY_PREFIX = '00000000-0000-4000-8003-';

const numbered = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${String(index + 1).padStart(12, '0')}`);

/** A cast whose ids pgbench can name too: the Nth fan is FAN_PREFIX followed by N. */
export function numberedCast({ fans, creators, agencies }: { fans: number; creators: number; agencies: number }): Cast {
  return { fans: numbered(FAN_PREFIX, fans), creators: numbered(CREATOR_PREFIX, creators), agencies: numbered(AGENCY_PREFIX, agencies) };
}

const owner = (prefix: string, variable: string) => `('${prefix}' || lpad(:${variable}::text, 12, '0'))::uuid`;

/** The purchase of ledger-load.ts's purchase(), as a pgbench script. */
function purchaseScript(cast: Cast): string {
  return [
    `\\set f random(1, ${cast.fans.length})`,
    `\\set c random(1, ${cast.creators.length})`,
    `\\set a random(1, ${cast.agencies.length})`,
    '\\set price random(100, 4999)',
    '\\set tax :price / 10',
    '\\set platform :price / 5',
    '\\set agency :price / 10',
    '\\set creator :price - :platform - :agency',
    '\\set debit 0 - :price - :tax - 99',
    `SELECT entry_id FROM ledger_transfer('pgbench:' || gen_random_uuid(), 'purchase',
  ARRAY['fan_wallet', 'creator_pending', 'agency_earnings', 'platform_fees', 'processing_fees', 'tax_payable']::ledger_account_kind[],
  ARRAY[${owner(FAN_PREFIX, 'f')}, ${owner(CREATOR_PREFIX, 'c')}, ${owner(AGENCY_PREFIX, 'a')}, '${PLATFORM_OWNER_ID}', '${PLATFORM_OWNER_ID}', '${PLATFORM_OWNER_ID}']::uuid[],
  ARRAY['USD', 'USD', 'USD', 'USD', 'USD', 'USD'],
  ARRAY[:debit, :creator, :agency, :platform, 99, :tax]::bigint[]);`,
  ].join('\n');
}

export type PgbenchResult = { perSecond: number; transactions: number; failed: number };

/** Runs pgbench with `clients` connections for `seconds`; the script goes in `scratchDir`. */
export async function runPgbench({ url, cast, clients, seconds, scratchDir }: { url: string; cast: Cast; clients: number; seconds: number; scratchDir: string }): Promise<PgbenchResult> {
  const script = path.join(scratchDir, 'ledger-purchase.sql');
  await writeFile(script, purchaseScript(cast));
  const { stdout } = await run('pgbench', ['--no-vacuum', '--protocol=prepared', `--client=${clients}`, '--jobs=2', `--time=${seconds}`, `--file=${script}`, url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  const processed = /number of transactions actually processed: (\d+)/.exec(stdout);
  const failed = /number of failed transactions: (\d+)/.exec(stdout);
  if (!tps || !processed) throw new Error(`pgbench printed no rate:\n${stdout}`);
  return { perSecond: Number(tps[1]), transactions: Number(processed[1]), failed: Number(failed?.[1] ?? 0) };
}
