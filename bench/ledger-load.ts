import { randomUUID } from 'node:crypto';
import type { Database } from '../apps/api/src/platform/db/client.ts';
import { accounts, transfer, type Posting } from '../apps/api/src/ledger/index.ts';

export type Cast = { fans: string[]; creators: string[]; agencies: string[] };

export type LevelResult = {
  callers: number;
  purchases: number;
  refused: number;
  elapsedSeconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

const FAN_FUNDS = 100_000_000n;

export function newCast({ fans, creators, agencies }: { fans: number; creators: number; agencies: number }): Cast {
  const ids = (count: number) => Array.from({ length: count }, () => randomUUID());
  return { fans: ids(fans), creators: ids(creators), agencies: ids(agencies) };
}

/** Every fan's wallet filled from the provider, enough for any run. */
export async function fundFans(db: Database, cast: Cast): Promise<void> {
  const queue = [...cast.fans];
  const worker = async () => {
    for (let fanId = queue.pop(); fanId; fanId = queue.pop()) {
      await transfer(db, {
        idempotencyKey: `fund:${fanId}`,
        kind: 'deposit',
        postings: [
          { account: accounts.providerClearing(), amount: -FAN_FUNDS },
          { account: accounts.fanWallet(fanId), amount: FAN_FUNDS },
        ],
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** Six postings, as checkout will write them: the fan pays price, tax and processing fee; the price is split. */
function purchase(cast: Cast): Posting[] {
  const price = BigInt(100 + Math.floor(Math.random() * 4_900));
  const tax = price / 10n;
  const processingFee = 99n;
  const platformFee = price / 5n;
  const agencyShare = price / 10n;
  return [
    { account: accounts.fanWallet(pick(cast.fans)), amount: -(price + tax + processingFee) },
    { account: accounts.creatorPending(pick(cast.creators)), amount: price - platformFee - agencyShare },
    { account: accounts.agencyEarnings(pick(cast.agencies)), amount: agencyShare },
    { account: accounts.platformFees(), amount: platformFee },
    { account: accounts.processingFees(), amount: processingFee },
    { account: accounts.taxPayable(), amount: tax },
  ];
}

const percentile = (sorted: Float64Array, fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

type LoadOptions = { db: Database; cast: Cast; callers: number; seconds: number };

/** `callers` loops, each posting one purchase at a time in its own transaction, for `seconds`. */
export async function runPurchases({ db, cast, callers, seconds }: LoadOptions): Promise<LevelResult> {
  const latencies: number[] = [];
  let refused = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        await transfer(db, { idempotencyKey: `buy:${randomUUID()}`, kind: 'purchase', postings: purchase(cast) });
        latencies.push(performance.now() - begun);
      } catch (error) {
        refused += 1;
        if (refused === 1) console.error('  first refused purchase:', error instanceof Error ? error.message : error);
      }
    }
  };
  await Promise.all(Array.from({ length: callers }, caller));
  const elapsedSeconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    callers,
    purchases: latencies.length,
    refused,
    elapsedSeconds,
    perSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
  };
}
