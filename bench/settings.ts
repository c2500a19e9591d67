import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

// Until scripts/start.mjs exists, `npm start` cannot serve: build the web app, then run the API as it will.
const defaultStartCommand = existsSync(path.join(repoRoot, 'scripts/start.mjs'))
  ? 'npm start'
  : 'npm run build && npx tsx apps/api/src/main.ts';

/** Everything a run can be tuned with, from the environment. */
export const settings = {
  /** Seconds of load per autocannon target. */
  durationSeconds: numberFromEnv('BENCH_DURATION', 10),
  connections: numberFromEnv('BENCH_CONNECTIONS', 50),
  /** Seconds the API sits idle before its memory is read. */
  idleSeconds: numberFromEnv('BENCH_IDLE_SECONDS', 5),
  /** How long a start may take before it counts as failed. */
  startTimeoutSeconds: numberFromEnv('BENCH_START_TIMEOUT', 300),
  /** The full start, web build included, run by a shell from the repository root. */
  startCommand: process.env.BENCH_START_COMMAND || defaultStartCommand,
  /** The API alone; run directly by node so the server is this very process. */
  serveCommand: process.env.BENCH_SERVE_COMMAND || 'node --import tsx apps/api/src/main.ts',
  skipFullStart: process.env.BENCH_SKIP_FULL_START === '1',
};
export type Settings = typeof settings;
