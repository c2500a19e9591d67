import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const paysimRoot = fileURLToPath(new URL('../../../paysim', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type ApiProcess = { baseUrl: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * How long a process may take to answer its health check. About a second on a quiet machine; on two
 * cores shared with browsers and other suites much longer, so tests that start processes size their
 * timeouts from this.
 */
export const PROCESS_START_TIMEOUT_MS = 150_000;

async function waitForHealth(healthUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + PROCESS_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(healthUrl).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`process did not become healthy:\n${output()}`);
}

type ServiceOptions = { cwd: string; port: number; healthPath: string; env: Record<string, string>; preload?: string[] };

/** Starts a server from this test run's bundle of it (test/support/server-bundles.ts); `preload` names bundled entries. */
async function startService({ cwd, port, healthPath, env, preload = [] }: ServiceOptions): Promise<ApiProcess> {
  const bundled = (entry: string) => `./${path.join(inject('serverBundles'), entry)}`;
  const child = spawn(process.execPath, ['--enable-source-maps', ...preload.flatMap((entry) => ['--import', bundled(entry)]), bundled('main.js')], {
    cwd,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}${healthPath}`, child, () => log);
  return {
    baseUrl,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A real API process (its bundle after the tracing preload), as production runs it. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  return startService({
    cwd: apiRoot,
    port,
    healthPath: '/api/health',
    env: { PORT: String(port), SEED_DEMO_DATA: 'false', JOBS_ENABLED: 'false', ...env },
    preload: ['platform/telemetry/preload.js'],
  });
}

/** The provider sandbox as its own process, reached over HTTP like a real provider. */
export const startPaysimProcess = (port: number, env: Record<string, string>) =>
  startService({ cwd: paysimRoot, port, healthPath: '/health', env: { PAYSIM_PORT: String(port), ...env } });
