import path from 'node:path';
import { prepareSite, startApi, type ApiSite } from './api-under-test.ts';
import { measureIdleMemory } from './memory.ts';
import { printTable, toRows, writeResults, type BenchResults, type Outcome } from './report.ts';
import { ServerStartError, startServer, type ServerProcess } from './server-process.ts';
import { repoRoot, settings } from './settings.ts';
import { freePort } from './system.ts';
import { measureLoad } from './throughput.ts';

// Whatever is running or on disk when the bench stops, even interrupted, is cleaned up.
const cleanups = new Set<() => Promise<void>>();

async function runCleanups(): Promise<void> {
  for (const cleanup of [...cleanups].reverse()) await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
  cleanups.clear();
}

/** Registers a running server or a scratch folder for clean-up; stop and remove are idempotent. */
function track<T extends ServerProcess | ApiSite>(resource: T): T {
  cleanups.add('stop' in resource ? resource.stop : resource.remove);
  return resource;
}

async function attempt<T>(label: string, run: () => Promise<T>): Promise<Outcome<T>> {
  console.log(`› ${label}`);
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  ${label} failed: ${message}`);
    if (error instanceof ServerStartError) console.error(error.output.replace(/^/gm, '  | '));
    return { ok: false, error: message };
  }
}

const load = (url: string) => measureLoad({ url, connections: settings.connections, durationSeconds: settings.durationSeconds });

/** The yardstick, as its own process like the API so that it does not share the load generator's event loop. */
async function startBareFastify(): Promise<ServerProcess> {
  const port = await freePort();
  const env = { ...process.env, BARE_PORT: String(port) };
  const readyUrl = `http://127.0.0.1:${port}/`;
  return track(await startServer({ command: 'node --import tsx bench/bare-server.ts', env, port, readyUrl, timeoutMs: 30_000 }));
}

/**
 * Serve-only cold start, idle memory, then the API and bare Fastify loaded one right after the
 * other so that both see the same machine, and last a warm restart on the populated folder.
 */
async function benchServeOnly(results: BenchResults): Promise<void> {
  const site = track(await prepareSite());
  try {
    let api: ServerProcess | undefined;
    results.serveStart = await attempt('cold start, serve only, empty database', async () => {
      api = track(await startApi(site, settings.serveCommand, settings));
      return api.readyMs;
    });
    if (!api) return;
    const { serverPid } = api;
    results.memory = await attempt(`idle memory after ${settings.idleSeconds} s`, () =>
      measureIdleMemory({ apiPid: serverPid, pgPort: site.pgPort, idleSeconds: settings.idleSeconds }),
    );

    let bare: ServerProcess | undefined;
    results.bareStart = await attempt('start, bare Fastify', async () => {
      bare = await startBareFastify();
      return bare.readyMs;
    });
    results.apiLoad = await attempt(`load on /api/health for ${settings.durationSeconds} s`, () => load(site.healthUrl));
    if (bare) {
      const bareUrl = bare.readyUrl;
      results.bareLoad = await attempt(`load on bare Fastify for ${settings.durationSeconds} s`, () => load(bareUrl));
      await bare.stop();
    }
    await api.stop();

    results.warmRestart = await attempt('warm restart, serve only, same database', async () => {
      const again = track(await startApi(site, settings.serveCommand, settings));
      await again.stop();
      return again.readyMs;
    });
  } finally {
    await runCleanups();
  }
}

async function benchFullStart(results: BenchResults): Promise<void> {
  if (settings.skipFullStart) return;
  const site = track(await prepareSite());
  try {
    results.fullStart = await attempt(`cold start, full: ${settings.startCommand}`, async () => {
      const app = track(await startApi(site, settings.startCommand, settings));
      await app.stop();
      return app.readyMs;
    });
  } finally {
    await runCleanups();
  }
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void runCleanups().finally(() => process.exit(130)));
  }
  const results: BenchResults = {};
  await benchServeOnly(results);
  await benchFullStart(results);

  const rows = toRows(results, settings);
  printTable(rows);
  await writeResults(path.join(repoRoot, 'bench/RESULTS.md'), rows, settings);
  console.log(summaryLine(results));
}

/** The one line `npm run bench` collects from this bench. */
function summaryLine({ serveStart, fullStart, memory, apiLoad, bareLoad }: BenchResults): string {
  const value = <T>(outcome: Outcome<T> | undefined, show: (value: T) => string) => (outcome?.ok ? show(outcome.value) : 'n/a');
  const ratio = apiLoad?.ok && bareLoad?.ok ? `${(apiLoad.value.requestsPerSecond / bareLoad.value.requestsPerSecond).toFixed(2)}×` : 'n/a';
  return (
    `start: cold start ${value(serveStart, (ms) => `${(ms / 1000).toFixed(2)} s`)} serve only, ${value(fullStart, (ms) => `${(ms / 1000).toFixed(2)} s`)} full; ` +
    `idle API RSS ${value(memory, (idle) => `${idle.apiRssMiB.toFixed(0)} MiB`)}; GET /api/health ${value(apiLoad, (load) => `${Math.round(load.requestsPerSecond)}/s`)}, ${ratio} bare Fastify`
  );
}

main().catch(async (error: unknown) => {
  console.error(error);
  await runCleanups();
  process.exit(1);
});
