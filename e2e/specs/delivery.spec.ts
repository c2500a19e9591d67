import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The meta tag's content, as a link preview reads it. */
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

test('the app script comes brotli-compressed and cached for a year; the shell is re-checked', async ({ request }) => {
  const home = await request.get('/', { headers: BROWSER_ENCODINGS });
  expect(home.status()).toBe(200);
  expect(home.headers()['cache-control']).toBe('no-cache');
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(script).toBeDefined();

  const response = await request.get(script!, { headers: BROWSER_ENCODINGS });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['vary']).toMatch(/accept-encoding/i);

  const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await gzip.body()).toEqual(await response.body());
});

test('API answers are compressed as the client asks', async ({ request }) => {
  const response = await request.get('/api/creators', { headers: BROWSER_ENCODINGS });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(((await response.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
});

test('an unknown page answers 404 and the app shows its not-found page; a missing file is no page', async ({ page, request }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();

  const missingFile = await request.get('/no-such-file.txt');
  expect(missingFile.status()).toBe(404);
  expect(await missingFile.text()).not.toContain('<html');

  expect((await request.get('/creator/nobody_by_this_name')).status()).toBe(404);
  expect((await request.get('/settings/wallet')).status()).toBe(200);
});

test("a creator's shared link shows their name, bio and avatar", async ({ request }) => {
  const html = await (await request.get('/creator/luna_moreau')).text();
  const profile = ((await (await request.get('/api/creators/luna_moreau')).json()) as { data: { display_name: string; avatar: string } }).data;

  expect(html).toContain(`<title>${profile.display_name} (@luna_moreau) on Velvet</title>`);
  expect(metaOf(html, 'og:title')).toBe(`${profile.display_name} (@luna_moreau) on Velvet`);
  expect(metaOf(html, 'og:type')).toBe('profile');
  expect(metaOf(html, 'og:url')).toBe(`${baseURL}/creator/luna_moreau`);
  expect(metaOf(html, 'og:image')).toBe(new URL(profile.avatar, baseURL).href);
  expect(metaOf(html, 'og:description')?.length).toBeGreaterThan(0);
  expect(metaOf(html, 'twitter:card')).toBe('summary');

  // The picture the preview names is there for a crawler to fetch.
  expect((await request.get(metaOf(html, 'og:image')!)).status()).toBe(200);
});

test('robots.txt and the sitemap point crawlers at the public creators', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/creator/luna_moreau</loc>`);
});

test("a post's link opens the post, and its preview shows a locked post's creator only", async ({ page, request }) => {
  type Post = { _id: string; text: string; lock: unknown; author: { display_name: string } };
  const posts = ((await (await request.get('/api/creators/luna_moreau')).json()) as { data: { posts: Post[] } }).data.posts;
  const free = posts.find((post) => !post.lock && post.text)!;
  const locked = posts.find((post) => post.lock && post.text)!;

  const freeHtml = await (await request.get(`/post/${free._id}`)).text();
  expect(metaOf(freeHtml, 'og:type')).toBe('article');
  expect(metaOf(freeHtml, 'og:url')).toBe(`${baseURL}/post/${free._id}`);
  const lockedHtml = await (await request.get(`/post/${locked._id}`)).text();
  expect(metaOf(lockedHtml, 'og:description')).toBe(`A post by ${locked.author.display_name} on Velvet.`);

  await page.goto(`/creator/luna_moreau`);
  await page.getByRole('article', { name: `Post by ${free.author.display_name}` }).first().locator('time').click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  // The post page replaces the creator's list once its lazy route has loaded: then one article is left.
  await expect(page.getByRole('article', { name: `Post by ${free.author.display_name}` })).toHaveCount(1);
});
