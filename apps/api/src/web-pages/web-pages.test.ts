import { COVER_SIZES, defaultPrivacySetting, responsiveImage } from '@velvet/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../events/schema.ts';
import { creatorWithChannel, publish } from '../../test/support/posts.ts';
import { createTestApp, TEST_PASSWORD, uniqueName, type TestApp } from '../../test/support/test-app.ts';
import { builtWebDist } from '../../test/support/web-dist.ts';

const WEB_URL = 'https://velvet.example';

let web: ReturnType<typeof builtWebDist>;
let testApp: TestApp;
beforeAll(async () => {
  web = builtWebDist();
  testApp = await createTestApp({ WEB_DIST_DIR: web.dir, PUBLIC_WEB_URL: WEB_URL });
});
afterAll(async () => {
  await testApp.close();
  web.remove();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

const unescapeHtml = (text: string) =>
  text.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!);

/** The head's preview tags as a crawler reads them: title, meta by name or property, canonical link. */
function previewOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = Object.fromEntries([...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)].map(([, key, value]) => [key!, unescapeHtml(value!)]));
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => unescapeHtml(title!)),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    meta,
  };
}

/** The API answers a page was sent with its HTML, by path. */
function answersOf(html: string) {
  const json = /<script type="application\/json" id="velvet-answers">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

async function creatorWith({ displayName, bio, avatar, background }: { displayName: string; bio: string; avatar?: string; background?: string }) {
  const username = uniqueName('creator');
  const user = await testApp.services.accounts.createUser({ username, email: `${username}@example.test`, emailVerified: true, kycStatus: 'verified', skipContentWarning: false, role: 'CREATOR', password: TEST_PASSWORD, avatar });
  await testApp.services.creators.createProfile({ userId: user.id, displayName, bio, background });
  const channel = await testApp.services.channels.create({ creatorId: user.id, name: `${displayName}'s club`, username: `ch_${username}`, hashtags: [] });
  return { id: user.id, username, channel };
}

describe("a creator's page", () => {
  it('names the creator in its title, description, canonical URL, Open Graph and Twitter tags, with the avatar as an absolute image', async () => {
    const creator = await creatorWith({ displayName: 'Luna Moreau', bio: 'Sunsets,\n  film photos and travel notes.', avatar: '/media/uploads/luna.png' });
    const response = await get(`/creator/${creator.username.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const page = previewOf(response.body);
    const url = `${WEB_URL}/creator/${creator.username}`;
    expect(page.titles).toEqual([`Luna Moreau (@${creator.username}) on Velvet`]);
    expect(page.canonical).toBe(url);
    expect(page.meta).toMatchObject({
      description: 'Sunsets, film photos and travel notes.',
      'og:type': 'profile',
      'og:title': `Luna Moreau (@${creator.username}) on Velvet`,
      'og:description': 'Sunsets, film photos and travel notes.',
      'og:url': url,
      'og:image': `${WEB_URL}/media/uploads/luna.png`,
      'twitter:card': 'summary',
      'twitter:image': `${WEB_URL}/media/uploads/luna.png`,
    });
    // Still the app: its scripts and root are where they were.
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-a1b2c3.js"></script>');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('preloads the cover, the largest picture the page draws, at the widths its <img> offers, with a high priority and ahead of the scripts; no preload without a cover', async () => {
    const withCover = await creatorWith({ displayName: 'Kai Sands', bio: '', background: '/media/uploads/kai-cover.jpg' });
    const page = (await get(`/creator/${withCover.username}`)).body;
    const { srcSet, sizes } = responsiveImage('/media/uploads/kai-cover.jpg', COVER_SIZES.header);
    const preload = page.indexOf(`<link rel="preload" as="image" href="/media/uploads/kai-cover.jpg" imagesrcset="${srcSet}" imagesizes="${sizes}" fetchpriority="high" />`);
    expect(preload).toBeGreaterThan(0);
    // Before the shell's script, so a phone asks for the picture first.
    expect(preload).toBeLessThan(page.indexOf('<script type="module"'));
    const withoutCover = await creatorWith({ displayName: 'Mira Vale', bio: '' });
    expect((await get(`/creator/${withoutCover.username}`)).body).not.toContain('rel="preload" as="image"');
  });

  it("sends a guest the creator's profile and channels as the API answers them, by the names the page asks with; nothing to a browser with a session", async () => {
    const creator = await creatorWith({ displayName: 'Noor Hale', bio: 'Songs' });
    const channelPath = `/api/channel/by-username/${creator.channel.username}`;
    const [page, profile, channel] = await Promise.all([get(`/creator/${creator.username}`), get(`/api/creators/${creator.username}`), get(channelPath)]);
    expect(answersOf(page.body)).toEqual({ [`/api/creators/${creator.username}`]: profile.json(), [channelPath]: channel.json() });
    const signedIn = await testApp.app.inject({ method: 'GET', url: `/creator/${creator.username}`, cookies: { velvet_session: '1' } });
    expect(answersOf(signedIn.body)).toBeUndefined();
  });

  it('escapes what the creator wrote', async () => {
    const hostile = `"><script>alert(1)</script> & 'quotes' $& $1`;
    const creator = await creatorWith({ displayName: hostile, bio: hostile });
    const response = await get(`/creator/${creator.username}`);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    const page = previewOf(response.body);
    expect(page.meta['og:title']).toBe(`${hostile} (@${creator.username}) on Velvet`);
    expect(page.meta.description).toBe(hostile);
    expect(page.meta['og:image']).toBeUndefined();
  });

  it('is a 404 with the generic shell for a creator who does not exist', async () => {
    const response = await get('/creator/nobody_by_this_name');
    expect(response.statusCode).toBe(404);
    expect(previewOf(response.body).titles).toEqual(['Velvet']);
    expect(previewOf(response.body).meta['og:title']).toBeUndefined();
  });
});

describe("a channel's page", () => {
  it("names the channel and its creator, with the creator's avatar when the channel has no picture", async () => {
    const creator = await creatorWith({ displayName: 'Kai Sands', bio: 'Surf', avatar: 'https://cdn.example/kai.png' });
    const response = await get(`/channel/${creator.channel.username}`);
    expect(response.statusCode).toBe(200);
    const page = previewOf(response.body);
    expect(page.titles).toEqual(["Kai Sands's club, Kai Sands's channel on Velvet"]);
    expect(page.canonical).toBe(`${WEB_URL}/channel/${creator.channel.username}`);
    expect(page.meta).toMatchObject({ 'og:type': 'profile', 'og:image': 'https://cdn.example/kai.png' });
    expect((await get('/channel/no_such_channel_here')).statusCode).toBe(404);
  });
});

describe("a post's page", () => {
  it('shows a free post\'s words, and only the creator of a subscribers-only one', async () => {
    const creator = await creatorWithChannel(testApp);
    const free = await publish(testApp, creator.headers, { text: 'Golden hour at the pier' });
    const members = await publish(testApp, creator.headers, { text: 'secret members words', visibility: 'subscribers', channel_id: creator.channel.id });

    const freePage = previewOf((await get(`/post/${free._id}`)).body);
    expect(freePage.meta).toMatchObject({ 'og:type': 'article', description: 'Golden hour at the pier', 'og:url': `${WEB_URL}/post/${free._id}` });
    expect(freePage.titles).toEqual([`Creator ${creator.username} (@${creator.username}) on Velvet`]);

    const locked = await get(`/post/${members._id}`);
    expect(locked.statusCode).toBe(200);
    expect(locked.body).not.toContain('secret members words');
    expect(previewOf(locked.body).meta).toMatchObject({ description: `A post by Creator ${creator.username} on Velvet.`, 'og:title': `Creator ${creator.username} (@${creator.username}) on Velvet` });
  });

  it('is a 404 for a post that does not exist or an id that is none', async () => {
    for (const url of ['/post/00000000-0000-4000-8000-000000000000', '/post/not-an-id']) expect((await get(url)).statusCode, url).toBe(404);
  });
});

describe("an event's page", () => {
  it('names the event, its creator and its start in the creator’s time zone; a 404 for none', async () => {
    const creator = await creatorWith({ displayName: 'Mira Stone', bio: 'Live sets' });
    const event = await testApp.services.events.create(creator.id, {
      title: 'Rooftop session',
      description: 'An hour of live music.',
      starts_at: '2031-06-01T18:00:00.000Z',
      ends_at: '2031-06-01T19:00:00.000Z',
      time_zone: 'Europe/Amsterdam',
      mode: 'online',
      capacity: 20,
      price: 15,
      audience: 'everyone',
    });
    const response = await get(`/events/${event._id}`);
    expect(response.statusCode).toBe(200);
    const page = previewOf(response.body);
    expect(page.titles).toEqual([`Rooftop session by @${creator.username} on Velvet`]);
    expect(page.canonical).toBe(`${WEB_URL}/events/${event._id}`);
    expect(page.meta).toMatchObject({ 'og:type': 'article', description: 'Jun 1, 2031, 8:00 PM (Europe/Amsterdam). An hour of live music.' });
    for (const url of ['/events/00000000-0000-4000-8000-000000000000', '/events/not-an-id']) expect((await get(url)).statusCode, url).toBe(404);
  });
});

describe('the home page', () => {
  it("sends a guest the creators' answer with the HTML, as the API gives it, and preloads the first card's cover", async () => {
    const [page, api] = await Promise.all([get('/'), get('/api/creators')]);
    expect(page.statusCode).toBe(200);
    expect(answersOf(page.body)).toEqual({ '/api/creators': api.json() });
    const first = (api.json() as { data: { background: string | null }[] }).data[0];
    if (first?.background) {
      const { srcSet, sizes } = responsiveImage(first.background, COVER_SIZES.card);
      const sources = srcSet ? ` imagesrcset="${srcSet}" imagesizes="${sizes}"` : '';
      expect(page.body).toContain(`<link rel="preload" as="image" href="${first.background}"${sources} fetchpriority="high" />`);
    }
    expect(previewOf(page.body).meta).toMatchObject({ 'og:type': 'website', 'og:url': `${WEB_URL}/` });
  });

  it("names the code and styles its route loads beyond the shell, so they come alongside it; other pages' shells do not", async () => {
    const home = (await get('/')).body;
    for (const link of ['<link rel="modulepreload" crossorigin href="/assets/HomeRoute-h1.js">', '<link rel="modulepreload" crossorigin href="/assets/Grid-g1.js">', '<link rel="preload" as="style" crossorigin href="/assets/Grid-g1.css">']) {
      expect(home.slice(0, home.indexOf('</head>'))).toContain(link);
    }
    expect((await get('/settings/wallet')).body).not.toContain('HomeRoute-h1.js');
  });

  it('sends nothing of a guest to a browser that holds a session', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/', cookies: { velvet_session: '1' } });
    expect(answersOf(page.body)).toBeUndefined();
    expect(page.body).not.toContain('rel="preload" as="image"');
  });

  it('cannot be broken out of by what a creator writes', async () => {
    await creatorWith({ displayName: '</script><script>alert(1)</script>', bio: '<!-- x' });
    const page = await get('/');
    const answers = /<script type="application\/json" id="velvet-answers">([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(answers).not.toMatch(/<\/?script|<!--/i);
    expect(JSON.stringify(answersOf(page.body))).toContain('</script><script>alert(1)</script>');
  });
});

describe('generic pages', () => {
  it('keep the title Velvet and the default description', async () => {
    for (const url of ['/settings/wallet', '/search?q=luna']) {
      const page = previewOf((await get(url)).body);
      expect(page.titles).toEqual(['Velvet']);
      expect(page.meta).toEqual({ description: 'Velvet: where creators and their fans get closer.' });
    }
  });
});

describe('robots.txt', () => {
  it('lets crawlers read public pages, not private ones, and points at the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /settings', 'Disallow: /admin', 'Disallow: /chat', `Sitemap: ${WEB_URL}/sitemap.xml`]));
  });
});

describe('sitemap.xml', () => {
  it("lists public creators' pages and channels as absolute URLs, and no private creator", async () => {
    const open = await creatorWith({ displayName: 'Open Creator', bio: '' });
    const hidden = await creatorWith({ displayName: 'Hidden Creator', bio: '' });
    await testApp.services.accounts.settings.setPrivacy(hidden.id, { ...defaultPrivacySetting, profile_visibility: 'private' });

    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    expect(urls).toContain(`${WEB_URL}/`);
    expect(urls).toContain(`${WEB_URL}/creator/${open.username}`);
    expect(urls).toContain(`${WEB_URL}/channel/${open.channel.username}`);
    expect(urls.some((url) => url!.includes(hidden.username))).toBe(false);
  });

  it('lists upcoming events open to everyone at /events/{id}, and no cancelled, ended, audience-only or hidden creator’s event', async () => {
    const open = await creatorWith({ displayName: 'Event Host', bio: '' });
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const eventOf = (creatorId: string, extra: object = {}) =>
      testApp.services.events.create(creatorId, {
        title: 'Listening party',
        description: '',
        starts_at: inHours(24),
        ends_at: inHours(26),
        time_zone: 'Europe/Amsterdam',
        mode: 'online',
        capacity: 50,
        price: 0,
        audience: 'everyone',
        ...extra,
      });
    const upcoming = await eventOf(open.id);
    const forSubscribers = await eventOf(open.id, { audience: 'subscribers', channel_id: open.channel.id });
    const cancelled = await eventOf(open.id);
    await testApp.services.events.cancel(open.id, cancelled._id);
    const ended = await eventOf(open.id);
    await testApp.db.update(events).set({ startsAt: sql`now() - interval '3 hours'`, endsAt: sql`now() - interval '1 hour'` }).where(eq(events.id, ended._id));
    const privateCreator = await creatorWith({ displayName: 'Private Host', bio: '' });
    const ofPrivateCreator = await eventOf(privateCreator.id);
    await testApp.services.accounts.settings.setPrivacy(privateCreator.id, { ...defaultPrivacySetting, profile_visibility: 'private' });
    const takenDown = await creatorWith({ displayName: 'Taken Down Host', bio: '' });
    const ofTakenDown = await eventOf(takenDown.id);
    await testApp.services.moderation.hide({ adminId: open.id, kind: 'profile', itemId: takenDown.id, reason: 'Impersonation' });

    const urls = [...(await get('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    expect(urls).toContain(`${WEB_URL}/events/${upcoming._id}`);
    for (const unlisted of [forSubscribers, cancelled, ended, ofPrivateCreator, ofTakenDown]) expect(urls).not.toContain(`${WEB_URL}/events/${unlisted._id}`);
  });
});
