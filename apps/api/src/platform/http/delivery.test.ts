import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorWithChannel, uploadImage } from '../../../test/support/posts.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { builtWebDist } from '../../../test/support/web-dist.ts';

let web: ReturnType<typeof builtWebDist>;
let testApp: TestApp;
beforeAll(async () => {
  web = builtWebDist();
  testApp = await createTestApp({ WEB_DIST_DIR: web.dir });
});
afterAll(async () => {
  await testApp.close();
  web.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

describe('the web app files', () => {
  it('sends the build\'s brotli copy of a script to a browser that takes brotli, cached for a year', async () => {
    const response = await get(web.script.url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(web.script.body);
  });

  it('sends the gzip copy to a gzip-only client, and the file itself to one that takes neither', async () => {
    const gzip = await get(web.script.url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(web.script.body);

    const plain = await get(web.script.url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(web.script.body);
  });

  it('compresses the app shell of every page, found or not', async () => {
    for (const url of ['/settings/wallet', '/no/such/page']) {
      const response = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root"></div>');
    }
  });

  it('re-checks the shell on every load', async () => {
    for (const url of ['/', '/settings/wallet']) expect((await get(url)).headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers', () => {
  it('compresses JSON of 1 KB and more as the client asks', async () => {
    const response = await get('/api/docs/json', { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).openapi).toMatch(/^3\./);
    expect((await get('/api/docs/json', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('leaves small answers and pictures as they are', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');

    const creator = await creatorWithChannel(testApp);
    const photo = await uploadImage(testApp, creator.headers);
    const picture = await get(photo.url!, { ...creator.headers, 'accept-encoding': 'br, gzip' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    expect(picture.headers['content-encoding']).toBeUndefined();
  });
});

describe('unknown paths', () => {
  it('answers 404 with the app for a page the web app does not have, so it shows its not-found page', async () => {
    for (const url of ['/no/such/page', '/creator/nobody_here_at_all', '/post/not-a-post-id', '/settings/nothing']) {
      const response = await get(url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers a missing file with a plain 404, never the app', async () => {
    for (const url of ['/manifest.webmanifest', '/assets/gone-123.js', '/favicon.ico', '/apple-touch-icon.png']) {
      const response = await get(url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).not.toContain('<html');
    }
  });

  it('answers 200 with the app for every page the web app routes', async () => {
    for (const url of ['/settings/wallet', '/Settings/Wallet/', '/chat?user=x', '/hashtag/sunset', '/articles/terms-of-service', '/auth/social/google/callback?code=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Velvet</title>');
    }
  });

  it('keeps JSON 404s under /api and for other methods', async () => {
    expect((await get('/api/no-such-thing')).json()).toEqual({ message: 'No route GET /api/no-such-thing', code: 'NOT_FOUND' });
    const post = await testApp.app.inject({ method: 'POST', url: '/no/such/page' });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('NOT_FOUND');
  });
});
