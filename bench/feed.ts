// The home feed under load, and what the entitlement check adds to each locked media request: the API
// process against its embedded PostgreSQL, with 10,000 posts by 100 creators and 1,000 fans who each
// subscribe to a few channels.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { hashPassword } from '../apps/api/src/accounts/passwords.ts';
import { users } from '../apps/api/src/accounts/schema.ts';
import { channels, subscriptionPackages } from '../apps/api/src/channels/schema.ts';
import { creatorProfiles } from '../apps/api/src/creators/schema.ts';
import { createDatabase } from '../apps/api/src/platform/db/client.ts';
import { posts } from '../apps/api/src/posts/schema.ts';
import { subscriptions } from '../apps/api/src/subscriptions/schema.ts';
import { prepareSite, startApi } from './api-under-test.ts';
import { replaceSection, runLine } from './results-section.ts';
import { numberFromEnv, repoRoot, settings } from './settings.ts';
import { waitForQuiet } from './system.ts';

const POSTS = numberFromEnv('BENCH_FEED_POSTS', 10_000);
const FANS = numberFromEnv('BENCH_FEED_FANS', 1_000);
const CREATORS = numberFromEnv('BENCH_FEED_CREATORS', 100);
const SUBSCRIPTIONS_PER_FAN = numberFromEnv('BENCH_FEED_SUBSCRIPTIONS', 5);
/** Fans signed in to send the load: their feeds differ, so the database cannot answer from one cached plan. */
const LOADED_FANS = numberFromEnv('BENCH_FEED_LOADED_FANS', 200);
const CONNECTIONS = numberFromEnv('BENCH_FEED_CONNECTIONS', 16);
const PASSWORD = 'Bench#Password1';
const DAY_MS = 86_400_000;

process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = '100000000';

type BenchDatabase = ReturnType<typeof createDatabase>;
type Load = { label: string; requests: autocannon.Request[] };
type Measured = { label: string; perSecond: number; p50: number; p99: number; failed: number };

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Creators with a channel and a monthly package, fans, posts spread over 90 days, live subscriptions. */
async function seed(db: BenchDatabase) {
  const passwordHash = await hashPassword(PASSWORD);
  const tag = randomUUID().slice(0, 6);
  const person = (role: 'USER' | 'CREATOR', index: number) => ({
    username: `bench_${role === 'USER' ? 'fan' : 'creator'}_${tag}_${index}`,
    email: `bench-${role}-${tag}-${index}@bench.test`,
    emailVerified: true,
    kycStatus: 'verified' as const,
    passwordHash,
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

  const now = Date.now();
  const postRows = Array.from({ length: POSTS }, (_, index) => {
    const channel = channelRows[index % channelRows.length]!;
    const kind = index % 10;
    return {
      creatorId: channel.creatorId,
      text: `Bench post ${index} #bench #day${index % 30}`,
      hashtags: ['#bench', `#day${index % 30}`],
      createdAt: new Date(now - Math.floor((index / POSTS) * 90 * DAY_MS)),
      ...(kind < 6 ? { visibility: 'free' as const } : kind < 9 ? { visibility: 'subscribers' as const, channelId: channel.id } : { visibility: 'paid' as const, priceCents: 499 }),
    };
  });
  for (const rows of chunks(postRows, 1000)) await db.insert(posts).values(rows);

  const fans = await db.insert(users).values(Array.from({ length: FANS }, (_, index) => person('USER', index))).returning({ id: users.id, username: users.username });
  const subscriptionRows = fans.flatMap((fan, fanIndex) =>
    Array.from({ length: SUBSCRIPTIONS_PER_FAN }, (_, offset) => {
      const pkg = packages[(fanIndex * 7 + offset * 13) % packages.length]!;
      return { fanId: fan.id, channelId: pkg.channelId, packageId: pkg.id, priceCents: 999, paymentMode: 'wallet' as const, expiresOn: new Date(now + 30 * DAY_MS) };
    }),
  );
  for (const rows of chunks(subscriptionRows, 1000)) await db.insert(subscriptions).values(rows);
  return { creators, fans, channelRows, subscriptionRows };
}

async function signIn(baseUrl: string, username: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return (await json<{ token: string }>(answer)).token;
}

/** A creator's picture posted free and for subscribers: answers each post's id. */
async function lockedAndFreePictures(baseUrl: string, creatorToken: string, channelId: string) {
  const picture = await sharp({ create: { width: 1280, height: 960, channels: 3, background: '#7b3fa0' } }).jpeg({ quality: 80 }).toBuffer();
  const publish = async (visibility: 'free' | 'subscribers') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'bench.jpg');
    const uploaded = await json<{ _id: string }>(await fetch(`${baseUrl}/api/posts/media`, { method: 'POST', headers: { authorization: `Bearer ${creatorToken}` }, body: form }));
    const post = await fetch(`${baseUrl}/api/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${creatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: `Bench ${visibility} picture`, media_ids: [uploaded._id], visibility, ...(visibility === 'subscribers' && { channel_id: channelId }) }),
    });
    return (await json<{ _id: string }>(post))._id;
  };
  return { free: await publish('free'), locked: await publish('subscribers') };
}

/** The signed URL a viewer is given for a post's first picture. */
async function mediaUrl(baseUrl: string, postId: string, token: string): Promise<string> {
  const post = await json<{ media: Array<{ url: string | null }> }>(await fetch(`${baseUrl}/api/posts/${postId}`, { headers: { authorization: `Bearer ${token}` } }));
  const url = post.media[0]?.url;
  if (!url) throw new Error(`post ${postId} shows no picture to this viewer`);
  return url;
}

async function measure(baseUrl: string, { label, requests }: Load): Promise<Measured> {
  const load = (duration: number) => autocannon({ url: baseUrl, connections: CONNECTIONS, duration, requests });
  await load(2);
  const result = await load(settings.durationSeconds);
  const measured = { label, perSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
  console.log(`${label}: ${measured.perSecond} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.failed} failed`);
  return measured;
}

/** Each request goes out with one of the given values, picked at random. */
const rotating = (method: 'GET', paths: string[], headers: Array<Record<string, string>> = [{}]): autocannon.Request[] => [
  { method, path: paths[0]!, setupRequest: (request) => ({ ...request, path: pick(paths), headers: { ...request.headers, ...pick(headers) } }) },
];

async function main() {
  const site = await prepareSite();
  const api = await startApi(site, settings.serveCommand, settings);
  const baseUrl = `http://127.0.0.1:${site.port}`;
  const db = createDatabase(`postgres://velvet:velvet@127.0.0.1:${site.pgPort}/velvet`, { maxConnections: 4 });
  try {
    const seeded = await seed(db);
    const fanTokens: string[] = [];
    for (const fan of seeded.fans.slice(0, LOADED_FANS)) fanTokens.push(await signIn(baseUrl, fan.username));
    const fanHeaders = fanTokens.map((token) => ({ authorization: `Bearer ${token}` }));

    // A creator every loaded fan subscribes to, for the locked pictures.
    const firstFan = seeded.fans[0]!;
    const subscribed = seeded.subscriptionRows.find((row) => row.fanId === firstFan.id)!;
    const creatorId = seeded.channelRows.find((channel) => channel.id === subscribed.channelId)!.creatorId;
    const creator = seeded.creators.find((candidate) => candidate.id === creatorId)!;
    const pictures = await lockedAndFreePictures(baseUrl, await signIn(baseUrl, creator.username), subscribed.channelId!);
    const subscriberToken = fanTokens[0]!;
    const [freeUrl, lockedUrl] = [await mediaUrl(baseUrl, pictures.free, subscriberToken), await mediaUrl(baseUrl, pictures.locked, subscriberToken)];

    const busy = await waitForQuiet();
    const results = [
      await measure(baseUrl, { label: 'home feed, subscribed fan (first page)', requests: rotating('GET', ['/api/feed'], fanHeaders) }),
      await measure(baseUrl, { label: 'home feed, guest (discover)', requests: rotating('GET', ['/api/feed']) }),
      await measure(baseUrl, { label: 'free picture, signed URL', requests: rotating('GET', [freeUrl]) }),
      await measure(baseUrl, { label: "subscribers' picture, signed URL + entitlement check", requests: rotating('GET', [lockedUrl]) }),
    ];
    const [subscribedFeed, , freePicture, lockedPicture] = results;
    const checkCost = lockedPicture!.perSecond ? 1000 / lockedPicture!.perSecond - 1000 / freePicture!.perSecond : 0;
    const ratio = (lockedPicture!.perSecond / freePicture!.perSecond).toFixed(2);
    const line = `home feed: ${subscribedFeed!.perSecond} req/s, p99 ${subscribedFeed!.p99} ms; locked picture ${ratio}× the free one's rate (≈${checkCost.toFixed(3)} ms of process time per request for the entitlement check)`;
    console.log(line);

    await replaceSection(
      path.join(repoRoot, 'bench/RESULTS.md'),
      '## Home feed and media entitlement',
      [
        runLine('npm run bench:feed', busy),
        `${POSTS.toLocaleString('en')} posts (60% free, 30% for subscribers, 10% pay-to-view) by ${CREATORS} creators over 90 days; ${FANS.toLocaleString('en')} fans with ${SUBSCRIPTIONS_PER_FAN} live subscriptions each; the load comes from ${LOADED_FANS} signed-in fans at ${CONNECTIONS} connections, ${settings.durationSeconds} s after a 2 s warm-up.`,
        "The feed is the first page (20 posts) of `GET /api/feed` with each post's lock state and signed media links. The pictures are one 1280×960 JPEG served through `GET /api/media/:id` with a valid signature: free (no subscription lookup) and for subscribers (the subscription is looked up on every request); the difference is what the entitlement check costs.",
        '',
        '| Request | Req/s | p50 | p99 | Failed |',
        '|---|---:|---:|---:|---:|',
        ...results.map((result) => `| ${result.label} | ${result.perSecond} | ${result.p50} ms | ${result.p99} ms | ${result.failed} |`),
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
