// Delivering one mass message to 10,000 fans: the API in process on a scratch database of the
// DATABASE_URL server, fans and their live subscriptions made with SQL, then the time from queuing
// (`POST /api/mass-messages`) until the last fan has it. One summary line.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { hashPassword } from '../apps/api/src/accounts/passwords.ts';
import { users } from '../apps/api/src/accounts/schema.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { channels, subscriptionPackages } from '../apps/api/src/channels/schema.ts';
import { creatorProfiles } from '../apps/api/src/creators/schema.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { createDatabase } from '../apps/api/src/platform/db/client.ts';
import { runMigrations } from '../apps/api/src/platform/db/migrate.ts';
import { subscriptions } from '../apps/api/src/subscriptions/schema.ts';
import { numberFromEnv } from './settings.ts';

const FANS = numberFromEnv('BENCH_MASS_FANS', 10_000);
const DAY_MS = 86_400_000;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server this bench may create a scratch database on');
const scratchName = `bench_mass_${randomUUID().slice(0, 8)}`;
const scratchUrl = Object.assign(new URL(serverUrl), { pathname: `/${scratchName}` }).toString();
const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await admin(`create database "${scratchName}"`);
const db = createDatabase(scratchUrl, { maxConnections: 8 });
try {
  await runMigrations(db);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: scratchUrl, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
  const velvet = await buildApp({ config, db, logger: pino({ level: 'silent' }) });
  await velvet.app.ready();

  const passwordHash = await hashPassword('Bench#Password1');
  const tag = randomUUID().slice(0, 6);
  const person = (role: 'USER' | 'CREATOR', index: number) => ({ username: `bench_${role.toLowerCase()}_${tag}_${index}`, email: `bench-${tag}-${role}-${index}@bench.test`, emailVerified: true, kycStatus: 'verified' as const, passwordHash, role });
  const [creator] = await db.insert(users).values(person('CREATOR', 0)).returning({ id: users.id });
  await db.insert(creatorProfiles).values({ userId: creator!.id, displayName: 'Bench creator' });
  const [channel] = await db.insert(channels).values({ creatorId: creator!.id, name: 'Bench channel', username: `ch_${tag}`, about: 'Bench', hashtags: ['#bench'] }).returning({ id: channels.id });
  const [pkg] = await db.insert(subscriptionPackages).values({ channelId: channel!.id, validityType: 'MONTHLY', priceCents: 999 }).returning({ id: subscriptionPackages.id });
  const fanIds: string[] = [];
  for (const rows of chunks(Array.from({ length: FANS }, (_, index) => person('USER', index)), 1000)) {
    fanIds.push(...(await db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id));
  }
  const expiresOn = new Date(Date.now() + 30 * DAY_MS);
  for (const ids of chunks(fanIds, 1000)) {
    await db.insert(subscriptions).values(ids.map((fanId) => ({ fanId, channelId: channel!.id, packageId: pkg!.id, priceCents: 999, paymentMode: 'wallet' as const, expiresOn })));
  }

  const started = performance.now();
  const queued = await velvet.services.massMessages.send(creator!.id, { audience: { type: 'all' }, message_text: 'Hello from the bench' });
  const queuedMs = performance.now() - started;
  // Queuing started delivery already; this run takes what is left and returns when nothing is pending.
  await velvet.services.massMessages.deliverDue();
  const [done] = (await velvet.services.massMessages.mine(creator!.id)).filter((message) => message._id === queued._id);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `mass-message: ${done!.sent}/${done!.recipients} fans delivered (${done!.skipped} skipped, status ${done!.status}) in ${seconds.toFixed(1)} s, ${Math.round(done!.sent / seconds)} fans/s; queuing took ${Math.round(queuedMs)} ms`,
  );
  await velvet.app.close();
} finally {
  await db.$client.end();
  await admin(`drop database if exists "${scratchName}" with (force)`);
}
