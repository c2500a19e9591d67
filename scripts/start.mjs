#!/usr/bin/env node
// Starts the whole platform from the build (`npm run build`): the API (serving the built web app) and,
// unless PAYSIM_URL names another provider, the provider sandbox; one `node` process each.
// With --dev: the API in watch mode and Vite's dev server with hot reload instead of the built app, under tsx.
// With --api-only: the API alone (scripts/start-cluster.mjs's extra processes).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installSecrets } from './install-secrets.mjs';
import { prefixLines } from './prefix-lines.mjs';

const dev = process.argv.includes('--dev');
const apiOnly = process.argv.includes('--api-only');
// The one-command start pays through the sandbox; a configured PAYSIM_URL is a provider run elsewhere.
const localSandbox = !process.env.PAYSIM_URL;

// The API and the provider sandbox find each other on whatever ports they were given.
const apiPort = process.env.PORT ?? '3000';
const paysimPort = process.env.PAYSIM_PORT ?? '4010';
const secretsFile = fileURLToPath(new URL('../.data/secrets.json', import.meta.url));
const sandboxEnv = localSandbox && {
  PAYSIM_URL: `http://127.0.0.1:${paysimPort}`,
  PAYSIM_PUBLIC_URL: process.env.PAYSIM_PUBLIC_URL ?? `http://localhost:${paysimPort}`,
  PAYSIM_WEBHOOK_URL: process.env.PAYSIM_WEBHOOK_URL ?? `http://127.0.0.1:${apiPort}/api/webhooks/paysim`,
};
const env = {
  ...process.env,
  ...installSecrets(process.env, secretsFile),
  ...sandboxEnv,
  PUBLIC_WEB_URL: process.env.PUBLIC_WEB_URL ?? (dev ? 'http://localhost:5173' : `http://localhost:${apiPort}`),
};

const tsx = (...args) => [path.resolve('node_modules/.bin/tsx'), ...args];
const built = (...nodeOptions) => [process.execPath, '--enable-source-maps', ...nodeOptions, 'dist/main.js'];
// A young generation of 64 MiB semi-spaces (V8's default grows to 16): under a chat load the API scavenged
// every ~200 ms, each pause (5–48 ms) holding every socket's answer; with it, a quarter as many pauses
// (docs/decisions.md, "The chat acknowledgement's tail"). apps/api's start script and the benches match.
const API_NODE_OPTIONS = ['--max-semi-space-size=64', '--import', './dist/platform/telemetry/preload.js'];
const services = [
  { name: 'api', cwd: 'apps/api', command: dev ? tsx('watch', 'src/main.ts') : built(...API_NODE_OPTIONS) },
  ...(localSandbox ? [{ name: 'paysim', cwd: 'apps/paysim', command: dev ? tsx('src/main.ts') : built() }] : []),
  ...(dev ? [{ name: 'web', cwd: 'apps/web', command: [path.resolve('node_modules/.bin/vite')] }] : []),
].filter((service) => !apiOnly || service.name === 'api');

const unbuilt = dev ? [] : services.filter(({ cwd }) => !existsSync(path.join(cwd, 'dist/main.js')));
if (unbuilt.length) {
  console.error(`Not built: ${unbuilt.map(({ cwd }) => cwd).join(', ')}. Run \`npm run build\` first (\`npm start\` builds and starts).`);
  process.exit(1);
}

const children = new Map();
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000);
let stopping = false;
let exitCode = 0;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (children.size === 0) process.exit(exitCode);
  for (const child of children.values()) child.kill('SIGTERM');
  // Each service drains under its own SHUTDOWN_TIMEOUT_MS; this only ends one that outlives it.
  const deadline = setTimeout(() => {
    for (const [name, child] of children) {
      console.error(`[${name}] still running ${shutdownTimeoutMs} ms after SIGTERM; killing it`);
      child.kill('SIGKILL');
    }
    process.exit(1);
  }, shutdownTimeoutMs + 5_000);
  deadline.unref();
}

for (const service of services) {
  const [command, ...args] = service.command;
  // The binaries themselves, not npm or npx, so that stop signals reach the service directly.
  const child = spawn(command, args, { cwd: service.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.set(service.name, child);
  prefixLines(service.name, child.stdout, process.stdout);
  prefixLines(service.name, child.stderr, process.stderr);
  child.on('exit', (code) => {
    children.delete(service.name);
    if (!stopping) {
      console.error(`[${service.name}] exited with code ${code}; stopping the platform`);
      return stopAll(code || 1);
    }
    // A service that missed its drain deadline exits non-zero, and so does the platform.
    if (code !== 0) exitCode ||= code ?? 1;
    if (children.size === 0) process.exit(exitCode);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
