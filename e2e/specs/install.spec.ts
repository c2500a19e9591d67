import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, wholeChromiumPath } from '../support/chromium';
import { apiSignIn, demoFan, signInThroughApi, signInThroughDialog, userId } from '../support/demo';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

// The journeys' browsers block service workers (playwright.config.ts): these test Velvet's, in the whole browser,
// as the headless shell has no push service (the opt-in stays disabled there).
test.use({ serviceWorkers: 'allow', launchOptions: { executablePath: wholeChromiumPath, args: chromiumArgs } });

/** The script of the service worker that controls the page, once it does. */
const activeWorker = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);

/**
 * Hands the page an install offer as Chromium would (a beforeinstallprompt event); the page's calls
 * to prompt() are counted in window.installPrompts.
 */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const counter = window as unknown as { installPrompts: number };
    counter.installPrompts = 0;
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        counter.installPrompts += 1;
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });

/** After React has handled whatever the page was just given. */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const nextShowKey = (id: string) => `velvet:install-prompt:next-show:${id}`;
const readNextShow = (page: Page, key: string) => page.evaluate((name) => Number(localStorage.getItem(name)), key);

test('Chromium finds the app installable: manifest, icons and a service worker', async ({ playwright, baseURL, request }) => {
  // A browser profile on disk: Chromium installs nothing from an incognito (the default test) context.
  const profile = mkdtempSync(path.join(tmpdir(), 'velvet-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    expect(await activeWorker(page)).toMatch(/\/sw\.js$/);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Velvet', display: 'standalone', start_url: '/' });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }

  const manifestFile = await request.get('/manifest.webmanifest');
  expect(manifestFile.headers()['content-type']).toContain('application/manifest+json');
  for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png', '/icons/apple-touch-icon.png']) {
    const response = await request.get(icon);
    expect(response.headers()['content-type'], icon).toBe('image/png');
  }
  // The worker is re-checked on every visit, so a deploy reaches everyone.
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
});

test('offline, a page that cannot load shows the offline page; the API is never answered from a cache', async ({ page, context }) => {
  await page.goto('/');
  await activeWorker(page);
  // The worker takes over pages opened after it activated.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  await context.setOffline(true);
  await page.goto('/creator/luna_moreau');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  const apiCall = await page.evaluate(() => fetch('/api/health').then(() => 'answered', () => 'failed'));
  expect(apiCall).toBe('failed');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Luna Moreau').first()).toBeVisible();
});

test('the install toast: on sign-in when never shown, then not for 7 days, then again', async ({ page, request }) => {
  const fanId = await userId(request, await apiSignIn(request, demoFan));
  const key = nextShowKey(fanId);

  await page.goto('/');
  await activeWorker(page);
  await offerInstall(page);
  await settled(page);
  // A guest is not asked.
  await expect(page.getByText('Install Velvet')).toBeHidden();

  const signedInAt = Date.now();
  await signInThroughDialog(page, demoFan);
  const toast = page.getByRole('alert').filter({ hasText: 'Install Velvet' });
  await expect(toast).toBeVisible();
  const nextShow = await readNextShow(page, key);
  expect(nextShow).toBeGreaterThanOrEqual(signedInAt + WEEK_MS);
  expect(nextShow).toBeLessThanOrEqual(Date.now() + WEEK_MS);

  await toast.getByRole('button', { name: 'Install' }).click();
  await expect(toast).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts)).toBe(1);

  // Dismissed in the browser's dialog: the next showing stays a week away.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await offerInstall(page);
  await settled(page);
  await expect(page.getByText('Install Velvet')).toBeHidden();
  expect(await readNextShow(page, key)).toBe(nextShow);

  // A week later, the next sign-in shows it again.
  await page.evaluate(({ name, at }) => localStorage.setItem(name, String(at)), { name: key, at: Date.now() - 1000 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await offerInstall(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Install Velvet' })).toBeVisible();
  expect(await readNextShow(page, key)).toBeGreaterThan(nextShow);
});

test('a signed-in user finds the push opt-in for this device on the Notifications page', async ({ page }) => {
  await signInThroughApi(page, demoFan, { at: '/notifications', guestFirst: true });
  const card = page.getByRole('heading', { name: 'Push notifications' });
  await expect(card).toBeVisible();
  // The server has its keys (made for this install) and the worker is registered: the switch can be used.
  const optIn = page.getByRole('switch', { name: 'Notify me on this device' });
  await expect(optIn).toBeEnabled();
  await expect(optIn).not.toBeChecked();
});
