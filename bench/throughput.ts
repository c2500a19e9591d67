import autocannon from 'autocannon';
import { waitForQuiet } from './system.ts';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Answers other than 2xx, plus connection errors and timeouts: should be 0. */
  failures: number;
  /** How busy the machine was just before the run, with the target idle: others' work skews the figures. */
  busyBeforePercent: number;
};

type LoadOptions = { url: string; connections: number; durationSeconds: number };

const WARM_UP_SECONDS = 3;

function run({ url, connections, durationSeconds }: LoadOptions) {
  return autocannon({ url, connections, duration: durationSeconds });
}

/** Waits for a quiet machine, warms up (JIT, connection pools) unrecorded, then measures. */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const busyBeforePercent = await waitForQuiet();
  await run({ ...options, durationSeconds: WARM_UP_SECONDS });
  const result = await run(options);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    busyBeforePercent,
  };
}
