// Where an API request's CPU goes: the compiled API runs under `node --cpu-prof`, signed-in fans load one
// route (GET /api/wallet unless BENCH_PROFILE_ROUTE=tip), and only the samples taken during the
// measured load are summarised: self time by module and function, inclusive time by function.
// `npm run bench:profile` at the repository root; BENCH_PROFILE_KEEP=1 keeps the .cpuprofile in bench/profiles/.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { createDatabase } from '../apps/api/src/platform/db/client.ts';
import { buildCompiledApi, prepareSite, profiledApiCommand, startApi } from './api-under-test.ts';
import { cpuReader } from './cpu.ts';
import { printShares, summariseProfile } from './cpu-profile.ts';
import { creatorIds, fundedFans } from './fans.ts';
import { numberFromEnv, repoRoot, settings } from './settings.ts';

const CONNECTIONS = numberFromEnv('BENCH_PROFILE_CONNECTIONS', 16);
const FANS = numberFromEnv('BENCH_PROFILE_FANS', 64);
const WARM_UP_SECONDS = 3;
const route = process.env.BENCH_PROFILE_ROUTE === 'tip' ? 'tip' : 'wallet';

process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = '100000000';

const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

/** The scratch site goes with the run; a kept profile can be opened in Chrome's DevTools afterwards. */
async function keepProfile(file: string): Promise<void> {
  const keptDir = path.join(repoRoot, 'bench/profiles');
  await mkdir(keptDir, { recursive: true });
  const kept = path.join(keptDir, `${route}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`);
  await copyFile(file, kept);
  console.log(`profile kept: ${path.relative(repoRoot, kept)}`);
}

async function main(): Promise<void> {
  buildCompiledApi();
  const site = await prepareSite();
  const profileDir = path.join(path.dirname(site.dataDir), 'profile');
  const api = await startApi(site, profiledApiCommand(profileDir), settings);
  const url = `http://127.0.0.1:${site.port}`;
  const db = createDatabase(`postgres://velvet:velvet@127.0.0.1:${site.pgPort}/velvet`, { maxConnections: 4 });
  try {
    const fans = await fundedFans(db, url, FANS);
    const creators = await creatorIds(url);
    const request: autocannon.Request =
      route === 'wallet'
        ? { method: 'GET', path: '/api/wallet', setupRequest: (outgoing) => ({ ...outgoing, headers: { ...outgoing.headers, authorization: `Bearer ${pick(fans).token}` } }) }
        : {
            method: 'POST',
            path: '/api/tips',
            setupRequest: (outgoing) => ({
              ...outgoing,
              headers: { ...outgoing.headers, 'content-type': 'application/json', authorization: `Bearer ${pick(fans).token}`, 'idempotency-key': randomUUID() },
              body: JSON.stringify({ recipient_id: pick(creators), amount: 10, payment_mode: 'wallet' }),
            }),
          };
    const load = (duration: number) => autocannon({ url, connections: CONNECTIONS, duration, requests: [request] });
    await load(WARM_UP_SECONDS);
    const cpuOf = await cpuReader(site.port);
    const fromUs = nowUs();
    const { result, apiMs } = await cpuOf(() => load(settings.durationSeconds));
    const window = { fromUs, toUs: nowUs() };
    await api.stop();

    const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`the API wrote no profile in ${profileDir}`);
    const summary = await summariseProfile(path.join(profileDir, file), { window });
    if (process.env.BENCH_PROFILE_KEEP === '1') await keepProfile(path.join(profileDir, file));
    const requests = result.requests.total;
    console.log(`${route}: ${Math.round(result.requests.average)} requests/s, ${requests} requests, ${result.non2xx + result.errors} failed`);
    console.log(`API CPU ${Math.round((1000 * apiMs) / requests)} µs/request (process time, profiler on); profiled ${Math.round((1000 * summary.totalMs) / requests)} µs/request of JavaScript and native work`);
    printShares(summary);
  } finally {
    await db.$client.end();
    await api.stop();
    await site.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
