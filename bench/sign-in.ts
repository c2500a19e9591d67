// The cost of signing in: one argon2id hash at the chosen parameters on one core, then sign-ins per
// second through HTTP (`POST /api/users/login` for the seeded demo fan, no device_info) with p99.
import autocannon from 'autocannon';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../apps/api/src/accounts/passwords.ts';
import { prepareSite, startApi } from './api-under-test.ts';
import { replaceSection, runLine } from './results-section.ts';
import { numberFromEnv, repoRoot, settings } from './settings.ts';
import { waitForQuiet } from './system.ts';

const CONNECTIONS = numberFromEnv('BENCH_SIGN_IN_CONNECTIONS', 8);
const HASHES = numberFromEnv('BENCH_HASHES', 30);
const DEMO_PASSWORD = 'Velvet#2026';

// The API's sign-in limit (10 a minute per client by default) would refuse nearly every request of the bench.
process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = '100000000';

/** One hash at a time: the libuv pool runs each on a single thread, so this is one core's rate. */
async function hashCost() {
  for (let warm = 0; warm < 3; warm += 1) await hashPassword(`warm-up-${warm}`);
  const started = performance.now();
  for (let index = 0; index < HASHES; index += 1) await hashPassword(`bench-password-${index}`);
  const msPerHash = (performance.now() - started) / HASHES;
  return { msPerHash, perSecond: 1000 / msPerHash };
}

async function main() {
  await waitForQuiet();
  const hashing = await hashCost();
  console.log(`argon2id: ${hashing.msPerHash.toFixed(1)} ms per hash, ${hashing.perSecond.toFixed(1)} hashes/s on one core`);

  const site = await prepareSite();
  const api = await startApi(site, settings.serveCommand, settings);
  const baseUrl = `http://127.0.0.1:${site.port}`;
  try {
    const body = JSON.stringify({ username: 'alex_fan', password: DEMO_PASSWORD });
    const probe = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (!probe.ok) throw new Error(`sign-in answered ${probe.status}: ${await probe.text()}`);

    const request: autocannon.Request = { method: 'POST', path: '/api/users/login', headers: { 'content-type': 'application/json' }, body };
    const load = (duration: number) => autocannon({ url: baseUrl, connections: CONNECTIONS, duration, requests: [request] });
    const busy = await waitForQuiet();
    await load(2);
    const result = await load(settings.durationSeconds);
    const failures = result.non2xx + result.errors + result.timeouts;

    const line = `sign-in: argon2id ${hashing.msPerHash.toFixed(1)} ms/hash (${hashing.perSecond.toFixed(1)} hashes/s on one core); over HTTP ${Math.round(result.requests.average)} sign-ins/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms at ${CONNECTIONS} connections, ${failures} failed`;
    console.log(line);
    await replaceSection(
      path.join(repoRoot, 'bench/RESULTS.md'),
      '## Sign-in',
      [
        runLine('npm run bench:sign-in', busy),
        `The hash is \`hashPassword\` of apps/api/src/accounts/passwords.ts (argon2id, 19 MiB, 2 passes, parallelism 1), ${HASHES} one after another after 3 warm-ups. Each HTTP request is \`POST /api/users/login\` for the seeded demo fan without device_info (a verify, new tokens and a stored refresh token); ${settings.durationSeconds} s after a 2 s warm-up, with the sign-in limit raised for the bench.`,
        '',
        '| ms per hash | Hashes/s (one core) | Connections | Sign-ins/s | p50 | p99 | Requests | Failed |',
        '|---:|---:|---:|---:|---:|---:|---:|---:|',
        `| ${hashing.msPerHash.toFixed(1)} | ${hashing.perSecond.toFixed(1)} | ${CONNECTIONS} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.total} | ${failures} |`,
        '',
        `\`${line}\``,
      ].join('\n'),
    );
  } finally {
    await api.stop();
    await site.remove();
  }
}

await main();
