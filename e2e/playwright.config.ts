import { defineConfig } from '@playwright/test';
import { chromiumArgs, journeyChromiumPath } from './support/chromium';

/**
 * Each worker runs its specs on a platform of its own (server, provider sandbox, freshly seeded database),
 * so no two specs running at once share a demo account, a balance or a platform-wide job such as the
 * earnings release; a worker's specs run one after another, as they all did with one worker.
 * The runner starts one platform per worker; this file is loaded again in each worker, which picks its
 * own by its parallel index. A platform takes two API ports: with REDIS_URL, serve.mjs starts a second
 * API process on the second (specs/cluster.spec.ts).
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const firstPort = Number(process.env.E2E_PORT ?? 3100);
const firstPaysimPort = Number(process.env.E2E_PAYSIM_PORT ?? 4110);
const firstPgPort = Number(process.env.E2E_PG_PORT ?? 54331);
const slots = Array.from({ length: workers }, (_, slot) => slot);
const apiPort = (slot: number) => firstPort + 2 * slot;
const platformURL = (slot: number) => `http://127.0.0.1:${apiPort(slot)}`;

const ownSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const baseURL = platformURL(ownSlot);
/** The second API process of this worker's platform (specs/cluster.spec.ts). */
export const secondBaseURL = `http://127.0.0.1:${apiPort(ownSlot) + 1}`;
/** The provider sandbox of this worker's platform. */
export const paysimBaseURL = `http://127.0.0.1:${firstPaysimPort + ownSlot}`;

/** The journeys the phone project runs too (specs/navigation.spec.ts has a phone-only journey); each makes its own accounts or only reads, so it runs twice on one platform (money.spec.ts adds the demo fan's card: not twice). */
const phoneJourneys = /specs\/(navigation|subscribe|edit-profile|accessibility)\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  // A journey's ceiling, not a measure: two platforms and two browsers share this machine's two cores.
  timeout: 120_000,
  // Also a ceiling: on CI the journeys share the cores with the API suites, and a signed-in first page load can
  // take a browser 3 CPU-seconds; 10 s was passed twice in a row by one journey (docs/decisions.md).
  // Polls (`expect(…).toPass()`: a mailed code, a released earning) wait as long; a few wait longer on their own.
  expect: { timeout: 20_000, toPass: { timeout: 20_000 } },
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace costs every journey about a quarter of its CPU (docs/decisions.md): on CI, where a
    // failed journey runs again, only the retry records one; locally, every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Registering the service worker precaches every script and style in each new browser context: a third of
    // a page load's browser CPU (docs/decisions.md). specs/install.spec.ts tests it; the phone project keeps it,
    // as a phone that installed Velvet has it; the other journeys run without it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: journeyChromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    // The main journeys again at a phone's size and touch, where fans open creators' links: a few, kept cheap for CI.
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'allow' },
      testMatch: phoneJourneys,
    },
  ],
  webServer: slots.map((slot) => ({
    command: 'node serve.mjs',
    env: { E2E_PORT: String(apiPort(slot)), E2E_PAYSIM_PORT: String(firstPaysimPort + slot), E2E_PG_PORT: String(firstPgPort + slot) },
    url: `${platformURL(slot)}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
  })),
});
