import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { loadConfig } from '../config.ts';

/** A built web app like Vite's: index.html and ~40 fingerprinted files a page load fetches. */
function builtWebApp() {
  const dir = mkdtempSync(path.join(tmpdir(), 'velvet-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const assets = Array.from({ length: 40 }, (_, index) => `/assets/chunk-${index}-a1b2c3.js`);
  for (const asset of assets) writeFileSync(path.join(dir, asset), `export const chunk = ${JSON.stringify(asset)};`);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Velvet</title><div id="root"></div>');
  return { dir, assets };
}

// What the guest home page asks the API for on each load (measured in Chromium); its pictures go
// through the media route, which has a limit of its own.
const guestHomeCalls = ['/api/creators', '/api/feed/stories', '/api/feed'];

let web: ReturnType<typeof builtWebApp>;
let testApp: TestApp;
beforeAll(async () => {
  web = builtWebApp();
  const defaults = loadConfig({});
  testApp = await createTestApp({ WEB_DIST_DIR: web.dir, RATE_LIMIT_PER_MINUTE: String(defaults.RATE_LIMIT_PER_MINUTE) });
});
afterAll(async () => {
  await testApp.close();
  rmSync(web.dir, { recursive: true, force: true });
});

const get = (url: string, app = testApp) => app.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.20' });

describe('page loads under the default rate limits', () => {
  it('serves 200 page loads in a minute from one address, every file and API call of each', async () => {
    const refused: string[] = [];
    for (let load = 0; load < 200; load++) {
      // A browser fetches a page's files and calls side by side.
      const responses = await Promise.all(['/', ...web.assets, ...guestHomeCalls].map(async (url) => ({ url, response: await get(url) })));
      for (const { url, response } of responses) if (response.statusCode !== 200) refused.push(`load ${load} ${url}: ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
  }, 180_000);

  it('caches fingerprinted files for good and re-checks the app shell', async () => {
    expect((await get(web.assets[0]!)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/some/page/of/the/app')).headers['cache-control']).toBe('no-cache');
  });
});

describe('an API limit that runs out', () => {
  it('answers 429 with Retry-After and a clear message, while the app itself still loads', async () => {
    const limited = await createTestApp({ WEB_DIST_DIR: web.dir, RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let call = 0; call < 3; call++) expect((await get('/api/feed', limited)).statusCode).toBe(200);
      const refused = await get('/api/feed', limited);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ message: 'Too many requests. Please try again in a few minutes.', code: 'RATE_LIMITED' });
      expect((await get('/', limited)).statusCode).toBe(200);
      expect((await get(web.assets[1]!, limited)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
