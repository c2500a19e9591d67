// Deep keyset pages at two sizes in one run: the home feed (`GET /api/feed`) and the transactions list
// (`GET /api/transactions`, as payer and as recipient) with 10,000 rows, then with 1,000,000, each
// bulk-loaded with generate_series. A page deep in the list must cost no more at the large size.
// `npm run bench:deep-pages` at the repository root; it ends with one `deep pages: …` line.
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { users } from '../apps/api/src/accounts/schema.ts';
import { channels, subscriptionPackages } from '../apps/api/src/channels/schema.ts';
import { creatorProfiles } from '../apps/api/src/creators/schema.ts';
import { createAccessTokens } from '../apps/api/src/platform/auth/tokens.ts';
import { createDatabase, type Database, type Executor } from '../apps/api/src/platform/db/client.ts';
import { pageOfPosts } from '../apps/api/src/posts/repo.ts';
import { subscriptions } from '../apps/api/src/subscriptions/schema.ts';
import { compiledApiCommand, prepareSite, startApi } from './api-under-test.ts';
import { replaceSection } from './results-section.ts';
import { numberFromEnv, repoRoot, settings } from './settings.ts';
import { machineFacts, waitForQuiet } from './system.ts';

const SMALL = numberFromEnv('BENCH_DEEP_SMALL', 10_000);
const LARGE = numberFromEnv('BENCH_DEEP_LARGE', 1_000_000);
const CREATORS = 100;
const FEED_VIEWERS = 20;
const SUBSCRIPTIONS_PER_VIEWER = 5;
const SAMPLES = numberFromEnv('BENCH_DEEP_SAMPLES', 200);
const WARM_UP = 20;
const PAGE = 20;
const JWT_SECRET = 'bench-deep-pages-jwt-secret-0123456789abcdef';
const MAX_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const STEP_MS = 1_000;
/** BENCH_DEEP_EXPLAIN=1 also prints the plan (EXPLAIN ANALYZE) of a deep feed page's query at each size. */
const EXPLAIN = process.env.BENCH_DEEP_EXPLAIN === '1';

type Cast = { creators: string[]; viewers: string[]; payer: string; recipient: string; tokens: Map<string, string>; newestMs: number };
type Measured = { p50: number; p99: number; max: number; failed: number };
type SizeResult = { rows: number; feed: Measured; payer: Measured; recipient: Measured; feedRowsPerViewer: number };

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * A fresh cast for one size: creators with a channel and a package, viewers subscribed to a few of them,
 * `rows` posts spread over the creators one second apart, and `rows` transactions from one payer to one
 * recipient, one second apart too, so a cursor at depth k is known without reading it.
 */
async function load(db: Database, rows: number): Promise<Cast> {
  const tag = randomUUID().slice(0, 6);
  const person = (role: 'USER' | 'CREATOR', index: number) => ({
    username: `deep_${role === 'USER' ? 'fan' : 'creator'}_${tag}_${index}`,
    email: `deep-${role}-${tag}-${index}@bench.test`,
    emailVerified: true,
    kycStatus: 'verified' as const,
    role,
  });
  const creators = await db.insert(users).values(Array.from({ length: CREATORS }, (_, index) => person('CREATOR', index))).returning({ id: users.id, username: users.username });
  await db.insert(creatorProfiles).values(creators.map((creator) => ({ userId: creator.id, displayName: creator.username })));
  const channelRows = await db
    .insert(channels)
    .values(creators.map((creator) => ({ creatorId: creator.id, name: `Channel ${creator.username}`, username: `ch_${creator.username}`, about: 'Bench channel', hashtags: ['#bench'] })))
    .returning({ id: channels.id, creatorId: channels.creatorId });
  const packages = await db
    .insert(subscriptionPackages)
    .values(channelRows.map((channel) => ({ channelId: channel.id, validityType: 'MONTHLY' as const, priceCents: 999 })))
    .returning({ id: subscriptionPackages.id, channelId: subscriptionPackages.channelId });
  const fans = await db.insert(users).values(Array.from({ length: FEED_VIEWERS + 1 }, (_, index) => person('USER', index))).returning({ id: users.id, role: users.role });
  const viewers = fans.slice(0, FEED_VIEWERS).map((fan) => fan.id);
  const now = Date.now();
  await db.insert(subscriptions).values(
    viewers.flatMap((fanId, viewer) =>
      Array.from({ length: SUBSCRIPTIONS_PER_VIEWER }, (_, offset) => {
        const pkg = packages[(viewer * 7 + offset * 13) % packages.length]!;
        return { fanId, channelId: pkg.channelId, packageId: pkg.id, priceCents: 999, paymentMode: 'wallet' as const, expiresOn: new Date(now + 30 * 86_400_000) };
      }),
    ),
  );
  const newestMs = now - 60_000;
  const creatorIds = creators.map((creator) => creator.id);
  const channelIds = creators.map((creator) => channelRows.find((channel) => channel.creatorId === creator.id)!.id);
  await db.execute(sql`
    insert into posts (creator_id, text, hashtags, visibility, channel_id, price_cents, created_at)
    select (${sql.param(creatorIds)}::uuid[])[1 + g % ${CREATORS}], 'Deep post ' || g, array['#bench'],
      case when g % 10 < 6 then 'free' when g % 10 < 9 then 'subscribers' else 'paid' end,
      case when g % 10 between 6 and 8 then (${sql.param(channelIds)}::uuid[])[1 + g % ${CREATORS}] end,
      case when g % 10 = 9 then 499 end,
      to_timestamp(${newestMs / 1000}::double precision - g * ${STEP_MS / 1000})
    from generate_series(0, ${rows - 1}) g`);
  const payer = fans[FEED_VIEWERS]!.id;
  const recipient = creatorIds[0]!;
  await db.execute(sql`
    insert into transactions (type, status, method, payer_id, idempotency_key, amount_cents, total_cents, created_at)
    select 'Tip', 'Completed', 'wallet', ${payer}, 'deep-' || g, 100, 100, to_timestamp(${newestMs / 1000}::double precision - g * ${STEP_MS / 1000})
    from generate_series(0, ${rows - 1}) g`);
  await db.execute(sql`
    insert into transaction_recipients (transaction_id, recipient_id, share, amount_cents)
    select t.id, ${recipient}, 'creator', 80 from transactions t where t.payer_id = ${payer}`);
  await db.execute(sql`analyze posts; analyze transactions; analyze transaction_recipients`);
  const signer = createAccessTokens({ secret: JWT_SECRET, ttlSeconds: 3600 });
  const tokens = new Map<string, string>();
  for (const id of [...viewers, payer]) tokens.set(id, await signer.sign({ id, role: 'USER', sessionVersion: 0 }));
  tokens.set(recipient, await signer.sign({ id: recipient, role: 'CREATOR', sessionVersion: 0 }));
  return { creators: creatorIds, viewers, payer, recipient, tokens, newestMs };
}

/** One request per sample, one after another, each starting at a random depth of the list: its latency as the client sees it. */
async function sample(apiUrl: string, requests: () => { path: string; token: string }): Promise<Measured> {
  const latencies: number[] = [];
  let failed = 0;
  for (let index = 0; index < WARM_UP + SAMPLES; index += 1) {
    const { path: target, token } = requests();
    const started = performance.now();
    const response = await fetch(`${apiUrl}${target}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data?: { items: unknown[] } };
    const elapsed = performance.now() - started;
    if (!response.ok || !body.data?.items.length) failed += 1;
    else if (index >= WARM_UP) latencies.push(elapsed);
  }
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), max: Math.max(...latencies), failed };
}

async function measure(apiUrl: string, cast: Cast, rows: number): Promise<SizeResult> {
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  // A depth in the last nine tenths of the list: deep pages, not the first.
  const deepAt = () => new Date(cast.newestMs - Math.floor(rows * (0.1 + 0.85 * Math.random())) * STEP_MS).toISOString();
  const feedCursor = () => Buffer.from(`${deepAt()}|${MAX_UUID}`).toString('base64url');
  const feed = await sample(apiUrl, () => {
    const viewer = pick(cast.viewers);
    return { path: `/api/feed?limit=${PAGE}&cursor=${feedCursor()}`, token: cast.tokens.get(viewer)! };
  });
  const list = (userId: string) => () => ({ path: `/api/transactions?limit=${PAGE}&d=${encodeURIComponent(deepAt())}&t=${MAX_UUID}`, token: cast.tokens.get(userId)! });
  const payer = await sample(apiUrl, list(cast.payer));
  const recipient = await sample(apiUrl, list(cast.recipient));
  return { rows, feed, payer, recipient, feedRowsPerViewer: Math.round((rows * SUBSCRIPTIONS_PER_VIEWER) / CREATORS) };
}

const ratio = (large: Measured, small: Measured) => large.p99 / small.p99;

function summaryLine(small: SizeResult, large: SizeResult): string {
  const part = (label: string, key: 'feed' | 'payer' | 'recipient') =>
    `${label} p99 ${ms(small[key].p99)} ms → ${ms(large[key].p99)} ms (${ratio(large[key], small[key]).toFixed(2)}×)`;
  const failed = [small, large].reduce((sum, size) => sum + size.feed.failed + size.payer.failed + size.recipient.failed, 0);
  return `deep pages: ${whole(small.rows)} → ${whole(large.rows)} rows, ${part('home feed', 'feed')}, ${part('transactions as payer', 'payer')}, ${part('as recipient', 'recipient')}; ${failed} failed (≤ 1.00× is the target)`;
}

async function writeSection(small: SizeResult, large: SizeResult, busyPercent: number, line: string): Promise<void> {
  const machine = machineFacts();
  const row = (label: string, key: 'feed' | 'payer' | 'recipient') =>
    `| ${label} | ${ms(small[key].p50)} ms | ${ms(small[key].p99)} ms | ${ms(large[key].p50)} ms | ${ms(large[key].p99)} ms | ${ratio(large[key], small[key]).toFixed(2)}× | ${small[key].failed + large[key].failed} |`;
  await replaceSection(
    path.join(repoRoot, 'bench/RESULTS.md'),
    '## Deep pages',
    [
      '<!-- Rewritten by `npm run bench:deep-pages` (bench/deep-pages.ts): edit bench/deep-pages.ts, not this section. -->',
      '',
      `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:deep-pages\`: ${machine.cpus}, ${machine.memory} memory, Node ${machine.node}, the machine ${Math.round(busyPercent)}% busy before (shared with other sessions). The compiled API on its own embedded PostgreSQL.`,
      `Each size is bulk-loaded with generate_series: that many posts over ${CREATORS} creators (60% free, 30% for subscribers, 10% pay-to-view; ${FEED_VIEWERS} fans subscribed to ${SUBSCRIPTIONS_PER_VIEWER} creators each, so each feed holds about ${whole(small.feedRowsPerViewer)} and then ${whole(large.feedRowsPerViewer)} posts) and that many transactions from one fan to one creator. The ${whole(LARGE)} are loaded after the ${whole(SMALL)} were measured, into the same tables. Each figure is ${SAMPLES} requests of ${PAGE} items one after another (after ${WARM_UP} warm-ups), each from a cursor at a random depth between 10% and 95% of the list: \`GET /api/feed?cursor\` for a random subscribed fan, \`GET /api/transactions?d&t\` for the paying fan and for the receiving creator.`,
      '',
      `| List | p50 at ${whole(SMALL)} | p99 at ${whole(SMALL)} | p50 at ${whole(LARGE)} | p99 at ${whole(LARGE)} | p99 ratio | Failed |`,
      '|---|---:|---:|---:|---:|---:|---:|',
      row('home feed, subscribed fan', 'feed'),
      row('transactions list, payer', 'payer'),
      row('transactions list, recipient', 'recipient'),
      '',
      `\`${line}\``,
    ].join('\n'),
  );
}

/** The feed page's statement as the API builds it (posts/repo.ts `pageOfPosts`), for a subscribed fan half-way down their feed, run under EXPLAIN ANALYZE. */
async function explainFeedPage(db: Database, cast: Cast, rows: number): Promise<void> {
  const viewer = cast.viewers[0]!;
  const subscribed = await db.execute<{ channelId: string }>(sql`select channel_id as "channelId" from subscriptions where fan_id = ${viewer}`);
  const explaining = {
    execute: async (query: SQL) => {
      const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${query}`);
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      return { rows: [] };
    },
  } as unknown as Executor;
  const cursor = { createdAt: new Date(cast.newestMs - Math.floor(rows / 2) * STEP_MS), id: MAX_UUID };
  console.log(`› the feed page's plan at ${whole(rows)} rows`);
  await pageOfPosts(explaining, { viewer: { id: viewer, listIds: [] }, filter: { kind: 'creators-of-channels', channelIds: subscribed.rows.map((row) => row.channelId) }, cursor, limit: PAGE + 1 });
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build:server', { cwd: repoRoot, stdio: 'inherit' });
  const site = await prepareSite();
  console.log('› starting the compiled API');
  const api = await startApi(site, compiledApiCommand, settings, { JWT_SECRET });
  const apiUrl = `http://127.0.0.1:${site.port}`;
  const db = createDatabase(`postgres://velvet:velvet@127.0.0.1:${site.pgPort}/velvet`, { maxConnections: 2 });
  try {
    console.log(`› loading ${whole(SMALL)} posts and transactions`);
    const smallCast = await load(db, SMALL);
    if (EXPLAIN) await explainFeedPage(db, smallCast, SMALL);
    const busyPercent = await waitForQuiet();
    console.log('› deep pages at the small size');
    const small = await measure(apiUrl, smallCast, SMALL);
    console.log(`› loading ${whole(LARGE)} posts and transactions`);
    const largeCast = await load(db, LARGE);
    if (EXPLAIN) await explainFeedPage(db, largeCast, LARGE);
    await waitForQuiet();
    console.log('› deep pages at the large size');
    const large = await measure(apiUrl, largeCast, LARGE);
    const line = summaryLine(small, large);
    if (process.env.BENCH_NO_WRITE !== '1') await writeSection(small, large, busyPercent, line);
    console.log(line);
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
