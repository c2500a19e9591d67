#!/usr/bin/env node
// Starts the built platform for one end-to-end worker (playwright.config.ts starts one per worker) on a
// database of its own: on the server in DATABASE_URL, a copy of a seeded template (seededTemplate below), or a
// fresh embedded PostgreSQL.
// Both are removed when it stops. With REDIS_URL, as `npm run start:cluster` does: a second API process
// on the next port, for specs/cluster.spec.ts (it runs no jobs and idles while the other specs run).
// The server is built by the e2e package's script before the runner starts the platforms.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { installSecrets } from '../scripts/install-secrets.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const fromRoot = (...parts) => path.join(repoRoot, ...parts);

/** The demo data's times are relative to the seeding (stories expire after a day): an older template is seeded again. */
const TEMPLATE_MAX_AGE_MS = 30 * 60_000;
const TEMPLATE_LOCK_KEY = 7_140_230;

function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What the seeded database depends on: the built server (its migrations, seed and repositories), this install's
 * secrets, and the upload folders the seed's pictures are stored in (a folder made again holds none of them).
 */
function templateKey() {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(fromRoot('apps/api/dist')), ...filesUnder(fromRoot('apps/api/migrations'))]) hash.update(file).update(readFileSync(file));
  hash.update(readFileSync(fromRoot('.data/secrets.json')));
  for (const folder of ['.data/uploads', '.data/private-media']) hash.update(existsSync(fromRoot(folder)) ? String(statSync(fromRoot(folder)).birthtimeMs) : 'none');
  return hash.digest('hex').slice(0, 16);
}

async function waitForHealth(url, child) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`seeding the e2e template: the API exited with code ${child.exitCode}`);
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('seeding the e2e template: the API did not start');
}

/** Runs the built API on the database until it has migrated and seeded it, then stops it. */
async function seedDatabase(databaseUrl, port) {
  const env = {
    ...process.env,
    ...installSecrets(process.env, fromRoot('.data/secrets.json')),
    DATABASE_URL: databaseUrl,
    PORT: port,
    PUBLIC_WEB_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO_DATA: 'true',
    JOBS_ENABLED: 'false',
    REDIS_KEY_PREFIX: `e2e-template-${randomBytes(3).toString('hex')}:`,
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_TIME_COST: '1',
    LOG_LEVEL: 'warn',
  };
  const api = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], { cwd: fromRoot('apps/api'), stdio: 'inherit', env });
  // Stopped with this process: the runner may stop a platform that is still starting.
  const stop = () => api.kill('SIGTERM');
  process.once('SIGTERM', stop).once('SIGINT', stop);
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, api);
  } finally {
    process.off('SIGTERM', stop).off('SIGINT', stop);
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
  }
}

/**
 * The name of a migrated, seeded database to copy, made once for the platforms of a run (and runs within
 * TEMPLATE_MAX_AGE_MS of it) instead of seeding each platform's: the seed draws and stores dozens of pictures.
 * Workers start together: an advisory lock lets one make it while the others wait; it is renamed into place only
 * once seeded, so a half-made one is never copied.
 */
async function seededTemplate(admin, serverUrl, port) {
  const name = `velvet_e2e_template_${templateKey()}`;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  // The seeding's time is the template's comment.
  const { rows } = await admin.query(`SELECT shobj_description(oid, 'pg_database') AS seeded_at FROM pg_database WHERE datname = $1`, [name]);
  const fresh = rows[0] && Date.now() - Date.parse(rows[0].seeded_at ?? '') < TEMPLATE_MAX_AGE_MS;
  if (!fresh) {
    const seededAt = new Date().toISOString();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const building = `${name}_seeding`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    await seedDatabase(url.toString(), port);
    await admin.query(`COMMENT ON DATABASE ${building} IS '${seededAt}'`);
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  }
  return name;
}

async function createFreshDatabase(serverUrl) {
  const name = `velvet_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Copied under the lock too: a database being copied must have no other session.
    // The seeding API takes the provider sandbox's port, free until the platform starts: the runner waits for the
    // platform's health on the API's port and must not find the seeding API there.
    const template = await seededTemplate(admin, serverUrl, process.env.E2E_PAYSIM_PORT ?? '4110');
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
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
