#!/usr/bin/env node
// Several API processes on one machine (`npm run start:cluster`), on consecutive ports from PORT, sharing
// one PostgreSQL and one Redis: the first is the whole platform of scripts/start.mjs (the sandbox too)
// and the only one that runs the scheduled jobs; the others serve the API alone. A load balancer in
// front of the ports (docs/operations.md) makes them one site.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { installSecrets } from './install-secrets.mjs';
import { prefixLines } from './prefix-lines.mjs';

function fail(message) {
  console.error(`Invalid configuration:\n  ${message}`);
  process.exit(1);
}

const workers = Number(process.env.CLUSTER_WORKERS || availableParallelism());
if (!Number.isInteger(workers) || workers < 1) fail(`CLUSTER_WORKERS: expected a whole number of processes, at least 1, got ${process.env.CLUSTER_WORKERS}`);
// Without Redis a socket hears only what its own process emits: a chat message sent through another is lost.
if (!process.env.REDIS_URL) fail('REDIS_URL: required with several processes (socket fan-out and shared rate limits)');

const basePort = Number(process.env.PORT ?? '3000');
const paysimPort = process.env.PAYSIM_PORT ?? '4010';
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const secretsFile = fileURLToPath(new URL('../.data/secrets.json', import.meta.url));

// Every process signs and checks the same tokens and reaches the same sandbox: one environment for all.
const env = {
  ...process.env,
  ...installSecrets(process.env, secretsFile),
  PAYSIM_PUBLIC_URL: process.env.PAYSIM_PUBLIC_URL ?? `http://localhost:${paysimPort}`,
  PAYSIM_WEBHOOK_URL: process.env.PAYSIM_WEBHOOK_URL ?? `http://127.0.0.1:${basePort}/api/webhooks/paysim`,
  PUBLIC_WEB_URL: process.env.PUBLIC_WEB_URL ?? `http://localhost:${basePort}`,
};

const children = [];
let stopping = false;

function watch(name, child) {
  children.push({ name, child });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`[${name}] exited with code ${code}; stopping the cluster`);
    void stopAll(code || 1);
  });
}

const exited = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));

/** The extra processes first: the first one may own the embedded PostgreSQL they joined. */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const deadline = setTimeout(() => process.exit(code), 20_000);
  deadline.unref();
  for (const { child } of children.slice(1).reverse()) child.kill('SIGTERM');
  await Promise.all(children.slice(1).map(({ child }) => exited(child)));
  children[0]?.child.kill('SIGTERM');
  await Promise.all(children.slice(0, 1).map(({ child }) => exited(child)));
  process.exit(code);
}

async function waitForHealth(port) {
  for (;;) {
    if (stopping) return;
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

watch('platform', spawn(process.execPath, ['scripts/start.mjs'], { cwd: repoRoot, env: { ...env, PORT: String(basePort) }, stdio: 'inherit' }));
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

// After the first is up: it has migrated the database (and started the embedded one, which the others join).
await waitForHealth(basePort);
for (let index = 1; index < workers && !stopping; index += 1) {
  const name = `api-${index + 1}`;
  const port = String(basePort + index);
  const child = spawn(process.execPath, ['scripts/start.mjs', '--api-only'], {
    cwd: repoRoot,
    env: { ...env, PORT: port, JOBS_ENABLED: 'false', SEED_DEMO_DATA: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  watch(name, child);
}
