// Tip purchases per second through HTTP: the whole path (auth, validation, checkout, ledger entry,
// earnings, two notifications, the answer) on the API process, against its embedded PostgreSQL.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../apps/api/src/accounts/passwords.ts';
import { users } from '../apps/api/src/accounts/schema.ts';
import { accounts, transfer, verifyLedger } from '../apps/api/src/ledger/index.ts';
import { createDatabase } from '../apps/api/src/platform/db/client.ts';
import { prepareSite, startApi } from './api-under-test.ts';
import { replaceSection } from './results-section.ts';
import { numberFromEnv, repoRoot, settings } from './settings.ts';
import { waitForQuiet } from './system.ts';

const CONNECTIONS = numberFromEnv('BENCH_TIP_CONNECTIONS', 16);
/** Tips spread over many fans, as on a live platform: one fan's wallet is one lock. */
const FANS = numberFromEnv('BENCH_TIP_FANS', 64);
const PASSWORD = 'Bench#Password1';

// The bench signs its fans in many times a minute.
process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = '100000000';

type BenchDatabase = ReturnType<typeof createDatabase>;

/** Verified, age-checked fans with a funded wallet, signed in: answers their access tokens. */
async function fundedFans(db: BenchDatabase, baseUrl: string): Promise<string[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const rows = Array.from({ length: FANS }, (_, index) => ({
    username: `bench_fan_${index}_${randomUUID().slice(0, 8)}`,
    email: `bench-fan-${index}-${randomUUID().slice(0, 8)}@bench.test`,
    emailVerified: true,
    kycStatus: 'verified' as const,
    passwordHash,
    role: 'USER' as const,
  }));
  const created = await db.insert(users).values(rows).returning({ id: users.id, username: users.username });
  const tokens: string[] = [];
  for (const fan of created) {
    await transfer(db, {
      idempotencyKey: `bench-funding:${randomUUID()}`,
      kind: 'bench_funding',
      postings: [
        { account: accounts.providerClearing(), amount: -100_000_000n },
        { account: accounts.fanWallet(fan.id), amount: 100_000_000n },
      ],
    });
    const signIn = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: fan.username, password: PASSWORD }),
    });
    tokens.push((await json<{ token: string }>(signIn)).token);
  }
  return tokens;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function main() {
  const site = await prepareSite();
  const api = await startApi(site, settings.serveCommand, settings);
  const baseUrl = `http://127.0.0.1:${site.port}`;
  const db = createDatabase(`postgres://velvet:velvet@127.0.0.1:${site.pgPort}/velvet`, { maxConnections: 4 });
  try {
    const tokens = await fundedFans(db, baseUrl);
    const creators = await json<Array<{ _id: string }>>(await fetch(`${baseUrl}/api/creators`));
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

    const request: autocannon.Request = {
      method: 'POST',
      path: '/api/tips',
      headers: { 'content-type': 'application/json' },
      setupRequest: (outgoing) => ({
        ...outgoing,
        headers: { ...outgoing.headers, authorization: `Bearer ${pick(tokens)}`, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ recipient_id: pick(creators)._id, amount: 10, payment_mode: 'wallet' }),
      }),
    };
    const load = (duration: number) => autocannon({ url: baseUrl, connections: CONNECTIONS, duration, requests: [request] });
    const busy = await waitForQuiet();
    await load(3);
    const result = await load(settings.durationSeconds);
    const { drift } = await verifyLedger(db);

    const failures = result.non2xx + result.errors + result.timeouts;
    const line = `tips over HTTP: ${Math.round(result.requests.average)} purchases/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms at ${CONNECTIONS} connections over ${FANS} fans, ${failures} failed, drift ${drift}`;
    console.log(line);
    await replaceSection(
      path.join(repoRoot, 'bench/RESULTS.md'),
      '## Tips over HTTP',
      [
        `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:tips\`: ${os.cpus().length} cores, Node ${process.version}, machine ${Math.round(busy)}% busy before.`,
        `Each request is a wallet tip through \`POST /api/tips\` from one of ${FANS} funded fans to one of the demo creators, with a fresh Idempotency-Key: authentication, the verification gate, validation, the checkout, the ledger entry, the creator's earning, two notifications and the answer; ${settings.durationSeconds} s after a 3 s warm-up.`,
        '',
        '| Connections | Tips/s | p50 | p99 | Requests | Failed | Ledger drift |',
        '|---:|---:|---:|---:|---:|---:|---:|',
        `| ${CONNECTIONS} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.total} | ${failures} | ${drift} |`,
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
