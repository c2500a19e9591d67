#!/usr/bin/env node
// Starts the built platform for one end-to-end worker (playwright.config.ts starts one per worker) on a
// database of its own: a fresh database on the server in DATABASE_URL, or a fresh embedded PostgreSQL.
// Both are removed when it stops. With REDIS_URL, as `npm run start:cluster` does: a second API process
// on the next port, for specs/cluster.spec.ts (it runs no jobs and idles while the other specs run).
// The server is built by the e2e package's script before the runner starts the platforms.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

async function createFreshDatabase(serverUrl) {
  const name = `velvet_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { env: { DATABASE_URL: url.toString() }, cleanUp: drop };
}

function createEmbeddedFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), 'velvet-e2e-'));
  // The embedded PostgreSQL runs as its own system user when we are root: it must reach the folder.
  chmodSync(folder, 0o755);
  return {
    env: { DATABASE_URL: '', EMBEDDED_PG_DIR: path.join(folder, 'postgres'), EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54331' },
    cleanUp: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

const database = process.env.DATABASE_URL ? await createFreshDatabase(process.env.DATABASE_URL) : createEmbeddedFolder();

const port = process.env.E2E_PORT ?? '3100';

const platform = spawn(process.execPath, [process.env.REDIS_URL ? 'scripts/start-cluster.mjs' : 'scripts/start.mjs'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...database.env,
    PORT: port,
    CLUSTER_WORKERS: '2',
    // The specs' origin (baseURL in playwright.config.ts): the provider's pages send the browser back
    // here, and a session is kept per origin (localhost and 127.0.0.1 are two).
    PUBLIC_WEB_URL: `http://127.0.0.1:${port}`,
    PAYSIM_PORT: process.env.E2E_PAYSIM_PORT ?? '4110',
    // The specs sign in as the demo accounts, on a database server too.
    SEED_DEMO_DATA: 'true',
    // Other workers' platforms share the Redis: their socket fan-out and rate limits stay apart by prefix.
    REDIS_KEY_PREFIX: `e2e-${port}-${randomBytes(3).toString('hex')}:`,
    SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every journey's new account saves the sandbox's few test cards: the card-sharing fraud limit would refuse
    // the eleventh (the API suite tests that limit; apps/api/src/fraud/limits.test.ts).
    FRAUD_CARD_ACCOUNTS_MAX: '0',
    // Every journey signs accounts up and in; the API suite keeps a test at the production cost (config.ts).
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_TIME_COST: '1',
    LOG_LEVEL: 'warn',
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (platform.exitCode === null) {
    platform.kill('SIGTERM');
    await new Promise((resolve) => platform.once('exit', resolve));
  }
  await database.cleanUp().catch((error) => console.error('e2e clean-up failed:', error.message));
  process.exit(code);
}

platform.on('exit', (code) => void stop(code ?? 1));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
