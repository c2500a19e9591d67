#!/usr/bin/env node
// Starts the whole platform: the API (serving the built web app) and the provider sandbox.
// With --dev: the API in watch mode and Vite's dev server with hot reload instead of the built app.
// With --api-only: the API alone (scripts/start-cluster.mjs's extra processes).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installSecrets } from './install-secrets.mjs';

const dev = process.argv.includes('--dev');
const apiOnly = process.argv.includes('--api-only');

// The API and the provider sandbox find each other on whatever ports they were given.
const apiPort = process.env.PORT ?? '3000';
const paysimPort = process.env.PAYSIM_PORT ?? '4010';
const secretsFile = fileURLToPath(new URL('../.data/secrets.json', import.meta.url));
const env = {
  ...process.env,
  ...installSecrets(process.env, secretsFile),
  PAYSIM_URL: process.env.PAYSIM_URL ?? `http://127.0.0.1:${paysimPort}`,
  PAYSIM_PUBLIC_URL: process.env.PAYSIM_PUBLIC_URL ?? `http://localhost:${paysimPort}`,
  PAYSIM_WEBHOOK_URL: process.env.PAYSIM_WEBHOOK_URL ?? `http://127.0.0.1:${apiPort}/api/webhooks/paysim`,
  PUBLIC_WEB_URL: process.env.PUBLIC_WEB_URL ?? (dev ? 'http://localhost:5173' : `http://localhost:${apiPort}`),
};

const services = [
  { name: 'api', cwd: 'apps/api', args: dev ? ['tsx', 'watch', 'src/main.ts'] : ['tsx', '--import', './src/platform/telemetry/preload.ts', 'src/main.ts'] },
  { name: 'paysim', cwd: 'apps/paysim', args: ['tsx', 'src/main.ts'] },
  ...(dev ? [{ name: 'web', cwd: 'apps/web', args: ['vite'] }] : []),
].filter((service) => !apiOnly || service.name === 'api');

const children = new Map();
let stopping = false;

function prefixLines(name, stream, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  const deadline = setTimeout(() => process.exit(code), 10_000);
  deadline.unref();
  const waitForAll = () => (children.size === 0 ? process.exit(code) : setTimeout(waitForAll, 50));
  waitForAll();
}

for (const service of services) {
  const [bin, ...args] = service.args;
  // The binaries themselves, not npx, so that stop signals reach the service directly.
  const child = spawn(path.resolve('node_modules/.bin', bin), args, { cwd: service.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.set(service.name, child);
  prefixLines(service.name, child.stdout, process.stdout);
  prefixLines(service.name, child.stderr, process.stderr);
  child.on('exit', (code) => {
    children.delete(service.name);
    if (!stopping) {
      console.error(`[${service.name}] exited with code ${code}; stopping the platform`);
      stopAll(code || 1);
    }
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
