import type { CreatorProfile, FeedPage, Post, ProductsPage, Service, StoryGroup } from '@velvet/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp, type VelvetApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { createDatabase, type Database } from '../platform/db/client.ts';
import { runMigrations } from '../platform/db/migrate.ts';
import { seedDemoData } from './seed-demo.ts';

// The seed runs only on an empty database, so this file makes one of its own next to the run's.
const serverUrl = new URL(inject('databaseUrl'));
const name = `velvet_seed_${randomBytes(4).toString('hex')}`;
let admin: pg.Client;
let db: Database;
let velvet: VelvetApp;
let storageDir: string;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  db = createDatabase(url.toString(), { maxConnections: 2 });
  await runMigrations(db);
  storageDir = await mkdtemp(path.join(tmpdir(), 'velvet-seed-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url.toString(), LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', UPLOADS_DIR: path.join(storageDir, 'public'), PRIVATE_MEDIA_DIR: path.join(storageDir, 'private') });
  velvet = await buildApp({ config, db, logger: pino({ level: 'silent' }) });
  await velvet.app.ready();
  await seedDemoData(db, pino({ level: 'silent' }), { media: velvet.services.media, storage: velvet.storage });
});

afterAll(async () => {
  await velvet?.app.close();
  await db?.$client.end();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await rm(storageDir, { recursive: true, force: true });
});

const get = async <T>(url: string) => (await velvet.app.inject({ method: 'GET', url })).json<{ data: T }>().data;

describe('demo seed', () => {
  it('gives every demo creator free, subscribers-only and paid posts with pictures, and one live story', async () => {
    for (const username of ['luna_moreau', 'ava_rose', 'kai_sands', 'mira_vale', 'theo_black']) {
      const profile = await get<{ posts: Post[]; stories: unknown[] }>(`/api/creators/${username}`);
      for (const visibility of ['free', 'subscribers', 'paid'] as const) {
        expect(profile.posts.some((post) => post.visibility === visibility && post.media.length >= 1), `${username} ${visibility}`).toBe(true);
      }
      expect(profile.stories).toHaveLength(1);
    }
    const groups = await get<StoryGroup[]>('/api/feed/stories');
    expect(groups).toHaveLength(5);
  });

  it('draws every demo creator a distinct raster avatar and 2:1 cover that guests can load, and the fans avatars', async () => {
    const fetched = new Set<string>();
    for (const username of ['luna_moreau', 'ava_rose', 'kai_sands', 'mira_vale', 'theo_black']) {
      const profile = await get<CreatorProfile>(`/api/creators/${username}`);
      for (const [url, ratio] of [
        [profile.avatar, 1],
        [profile.background, 2],
      ] as const) {
        const response = await velvet.app.inject({ method: 'GET', url: url! });
        expect(response.statusCode, `${username} ${url}`).toBe(200);
        expect(response.headers['content-type']).toBe('image/jpeg');
        const { width, height, format } = await sharp(response.rawPayload).metadata();
        expect([format, width! / height!]).toEqual(['jpeg', ratio]);
        fetched.add(createHash('sha256').update(response.rawPayload).digest('hex'));
      }
    }
    expect(fetched.size).toBe(10);
    const fans = await db.execute<{ avatar: string | null }>(sql`SELECT avatar FROM users WHERE role = 'USER'`);
    expect(fans.rows.every((row) => row.avatar?.endsWith('.jpg'))).toBe(true);
  });

  it('gives ava_rose a paid chat fee and kai_sands call and rating services', async () => {
    const servicesOf = async (username: string) => get<Service[]>(`/api/users/public-services?user_id=${await velvet.services.accounts.userIdByUsername(username)}`);
    expect(await servicesOf('ava_rose')).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'CHAT-FEE', chat_fee_type: 'OneOff', price: 15 })]));
    expect((await servicesOf('kai_sands')).map((service) => service.type).sort()).toEqual(['RATING', 'VOICE']);
  });

  it('gives kai_sands and ava_rose shop products with demo pictures guests can load', async () => {
    const productsOf = async (username: string) => get<ProductsPage>(`/api/shops/fetch-products?user_id=${await velvet.services.accounts.userIdByUsername(username)}`);
    expect((await productsOf('ava_rose')).items.map((product) => product.name).sort()).toEqual(['Signed yoga mat', 'Worn gym set']);
    const [polaroids] = (await productsOf('kai_sands')).items;
    expect(polaroids).toMatchObject({ price: 19.99, quantity: 10, is_public: true });
    expect((await velvet.app.inject({ method: 'GET', url: polaroids!.media[0]! })).statusCode).toBe(200);
  });

  it('shows guests the free pictures and only blurred previews of the rest', async () => {
    const feed = await get<FeedPage>('/api/feed?limit=50');
    const free = feed.items.find((post) => post.media.length)!;
    expect((await velvet.app.inject({ method: 'GET', url: free.media[0]!.url! })).statusCode).toBe(200);
    const luna = await get<{ posts: Post[] }>('/api/creators/luna_moreau');
    const paid = luna.posts.find((post) => post.visibility === 'paid')!;
    expect(paid.media[0]).toMatchObject({ url: null });
    expect((await velvet.app.inject({ method: 'GET', url: paid.media[0]!.preview_url! })).statusCode).toBe(200);
  });

  it('starts demo chats with unread answers, away from the pairs the money and creator-journey specs use', async () => {
    const alexId = (await velvet.services.accounts.userIdByUsername('alex_fan'))!;
    const [chat] = await velvet.services.chat.list(alexId);
    expect(chat).toMatchObject({ other: { username: 'kai_sands' }, unread_count: 2, last_message: { message_text: 'The stems go up on the channel this Friday.' } });
    const kaiId = (await velvet.services.accounts.userIdByUsername('kai_sands'))!;
    expect(await velvet.services.chat.unreadTotal(kaiId)).toBe(0);
    const lunaId = (await velvet.services.accounts.userIdByUsername('luna_moreau'))!;
    expect(await velvet.services.chat.list(lunaId)).toEqual([]);
  });
});

describe('demo agency', () => {
  it('starlight_agency works with theo_black and has invited ava_rose', async () => {
    const signIn = await velvet.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'starlight_agency', password: 'Velvet#2026' } });
    expect(signIn.statusCode).toBe(200);
    const rows = await db.execute<{ username: string; status: string }>(
      sql`SELECT u.username, c.status FROM agency_collaborations c JOIN users u ON u.id = c.creator_id ORDER BY u.username`,
    );
    expect(rows.rows).toEqual([
      { username: 'ava_rose', status: 'INACTIVE' },
      { username: 'theo_black', status: 'ACTIVE' },
    ]);
  });
});

describe('demo release form and custom list', () => {
  it('kai_sands has a pending release-form link and ava_rose a list with sam_fan', async () => {
    const form = await velvet.app.inject({ method: 'GET', url: '/api/ext-release-forms/demo-kai-studio-session' });
    expect(form.json().data).toMatchObject({ friendly_name: 'Studio session with Nova', creator: { username: 'kai_sands' }, status: 'Pending' });
    const rows = await db.execute<{ creator: string; title: string; fan: string }>(
      sql`SELECT c.username AS creator, l.title, f.username AS fan FROM custom_lists l JOIN users c ON c.id = l.creator_id JOIN custom_list_members m ON m.list_id = l.id JOIN users f ON f.id = m.user_id`,
    );
    expect(rows.rows).toEqual([{ creator: 'ava_rose', title: 'Yoga regulars', fan: 'sam_fan' }]);
  });
});
