// Tip purchases per second through HTTP: the whole path (auth, validation, checkout, ledger entry,
// earnings, two notifications, the answer) on the API process, against its embedded PostgreSQL.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { verifyLedger } from '../apps/api/src/ledger/index.ts';
import { createDatabase } from '../apps/api/src/platform/db/client.ts';
import { prepareSite, startApi } from './api-under-test.ts';
import { cpuReader, type CpuSpent } from './cpu.ts';
import { creatorIds, fundedFans } from './fans.ts';
import { replaceSection, runLine } from './results-section.ts';
import { numberFromEnv, repoRoot, settings } from './settings.ts';
import { waitForQuiet } from './system.ts';

const CONNECTIONS = numberFromEnv('BENCH_TIP_CONNECTIONS', 16);
/** Tips spread over many fans, as on a live platform: one fan's wallet is one lock. */
const FANS = numberFromEnv('BENCH_TIP_FANS', 256);

// The bench signs its fans in many times a minute.
process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = '100000000';

const perRequest = (ms: number, result: autocannon.Result) => Math.round((1000 * ms) / Math.max(result.requests.total, 1)).toLocaleString('en-US');

const failed = (result: autocannon.Result) => result.non2xx + result.errors + result.timeouts;

const tableRow = ({ label, result, apiMs, postgresMs }: CpuSpent<autocannon.Result> & { label: string }) =>
  `| ${label} | ${CONNECTIONS} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.total} | ${failed(result)} | ${perRequest(apiMs, result)} | ${perRequest(postgresMs, result)} |`;

async function main() {
  const site = await prepareSite();
  const api = await startApi(site, settings.serveCommand, settings);
  const baseUrl = `http://127.0.0.1:${site.port}`;
  const db = createDatabase(`postgres://velvet:velvet@127.0.0.1:${site.pgPort}/velvet`, { maxConnections: 4 });
  try {
    const tokens = (await fundedFans(db, baseUrl, FANS)).map((fan) => fan.token);
    const creators = (await creatorIds(baseUrl)).map((id) => ({ _id: id }));
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

    const tipTo = (recipients: Array<{ _id: string }>): autocannon.Request => ({
      method: 'POST',
      path: '/api/tips',
      headers: { 'content-type': 'application/json' },
      setupRequest: (outgoing) => ({
        ...outgoing,
        headers: { ...outgoing.headers, authorization: `Bearer ${pick(tokens)}`, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ recipient_id: pick(recipients)._id, amount: 10, payment_mode: 'wallet' }),
      }),
    });
    // The ceiling on this machine: the same fans reading their wallet (authentication and one read, no write).
    const walletRead: autocannon.Request = {
      method: 'GET',
      path: '/api/wallet',
      setupRequest: (outgoing) => ({ ...outgoing, headers: { ...outgoing.headers, authorization: `Bearer ${pick(tokens)}` } }),
    };
    const load = (request: autocannon.Request, duration: number) => autocannon({ url: baseUrl, connections: CONNECTIONS, duration, requests: [request] });
    const cpuOf = await cpuReader(site.port);
    const busy = await waitForQuiet();
    await load(tipTo(creators), 3);
    const measure = (label: string, request: autocannon.Request) => cpuOf(() => load(request, settings.durationSeconds)).then((spent) => ({ label, ...spent }));
    const tips = await measure('tip to one of the demo creators (`POST /api/tips`)', tipTo(creators));
    const hotTips = await measure('tip, every one to the same creator', tipTo(creators.slice(0, 1)));
    const { drift } = await verifyLedger(db);
    const reads = await measure('wallet read (`GET /api/wallet`)', walletRead);

    const failures = failed(tips.result) + failed(hotTips.result);
    const ratio = tips.result.requests.average / reads.result.requests.average;
    const line = `tips over HTTP: ${Math.round(tips.result.requests.average)} purchases/s, p50 ${tips.result.latency.p50} ms, p99 ${tips.result.latency.p99} ms at ${CONNECTIONS} connections over ${FANS} fans (${Math.round(hotTips.result.requests.average)}/s all to one creator), ${failures} failed, drift ${drift}; ${ratio.toFixed(2)}× the rate of a wallet read (${Math.round(reads.result.requests.average)}/s)`;
    console.log(line);
    await replaceSection(
      path.join(repoRoot, 'bench/RESULTS.md'),
      '## Tips over HTTP',
      [
        runLine('npm run bench:tips', busy),
        `Each tip is a wallet tip through \`POST /api/tips\` from one of ${FANS} funded fans, with a fresh Idempotency-Key: authentication, the verification gate, validation, the checkout, the ledger entry, the creator's earning, two notifications and the answer; ${settings.durationSeconds} s each after a 3 s warm-up, first to any of the ${creators.length} demo creators, then all to one (a popular creator). Then, as the ceiling of this machine, the same connections and fans read \`GET /api/wallet\` (authentication and one read, nothing written). The load generator, the API and PostgreSQL share the same cores.`,
        '',
        '| Request | Connections | Per second | p50 | p99 | Requests | Failed | API CPU µs/request | PostgreSQL CPU µs/request |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...[tips, hotTips, reads].map(tableRow),
        '',
        `Ledger drift after the tips: ${drift}.`,
        '',
        `\`${line}\``,
      ].join('\n'),
    );
  } finally {
    await db.$client.end();
    await api.stop();
    await site.remove();
  }
}

await main();
