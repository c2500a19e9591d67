// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) on a built platform the
// bench starts: the guest home page and a creator page, as a fan opening a shared link sees them.
// Prints performance, accessibility, LCP, TBT and the JavaScript and CSS the page loads; rewrites its section
// of RESULTS.md. `BENCH_SKIP_BUILD=1` uses the build already there; `BENCH_WEB_RUNS` runs per page (the median is kept).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { prepareSite, startApi } from './api-under-test.ts';
import { replaceSection, runLine } from './results-section.ts';
import { numberFromEnv, repoRoot, settings } from './settings.ts';
import { waitForQuiet } from './system.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = numberFromEnv('BENCH_WEB_RUNS', 3);
const CREATOR = process.env.BENCH_WEB_CREATOR ?? 'luna_moreau';
const TARGETS = { performance: 90, lcpMs: 2500, firstLoadKb: 160, firstLoadCssKb: 12 };

type Measure = { performance: number; accessibility: number; lcpMs: number; tbtMs: number; fcpMs: number; scriptKb: number; scriptFiles: number; styleKb: number; styleFiles: number };
type PageResult = { label: string; path: string; median: Measure; runs: Measure[]; opportunities: string[] };

const kb = (bytes: number) => bytes / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type BuildFile = { gzipBytes: number };
type FirstLoad = { shellKb: number; homeKb: number; shellCssKb: number; homeCssKb: number };

/** The first-load JavaScript and CSS the web build measures against its budgets (apps/web/scripts/check-size-budget.mjs). */
function buildFirstLoadKb(): FirstLoad {
  const output = execFileSync(process.execPath, [path.join(repoRoot, 'apps/web/scripts/check-size-budget.mjs'), '--json'], { encoding: 'utf8' });
  const { shell, home, shellCss, homeCss } = JSON.parse(output) as Record<'shell' | 'home' | 'shellCss' | 'homeCss', BuildFile[]>;
  const sum = (files: BuildFile[]) => kb(files.reduce((total, file) => total + file.gzipBytes, 0));
  return { shellKb: sum(shell), homeKb: sum(home), shellCssKb: sum(shellCss), homeCssKb: sum(homeCss) };
}

async function audit(url: string, port: number): Promise<{ measure: Measure; opportunities: string[] }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const styles = requests.filter((request) => request.resourceType === 'Stylesheet');
  const sent = (sent: { transferSize?: number }[]) => kb(sent.reduce((total, request) => total + (request.transferSize ?? 0), 0));
  // What Lighthouse says would save the most time, to know where LCP and TBT go.
  const opportunities = Object.values(lhr.audits)
    .filter((entry) => entry.details?.type === 'opportunity' && (entry.numericValue ?? 0) >= 100)
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, 3)
    .map((entry) => `${entry.title} (${Math.round(entry.numericValue ?? 0)} ms)`);
  // Where the time goes: the LCP element with its phases, and the scripts that keep the main thread busiest.
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined;
  const lcpElement = lcpDetails?.items?.[0]?.items?.[0] as { node?: { snippet?: string; selector?: string } } | undefined;
  const phases = (lcpDetails?.items?.[1]?.items ?? []) as { phase?: string; timing?: number }[];
  if (lcpElement?.node) {
    const phaseText = phases.map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`).join(', ');
    opportunities.unshift(`LCP element ${lcpElement.node.snippet ?? lcpElement.node.selector}${phaseText ? ` (${phaseText})` : ''}`);
  }
  const bootup = (lhr.audits['bootup-time']?.details as { items?: { url?: string; total?: number }[] } | undefined)?.items ?? [];
  const busiest = bootup
    .slice(0, 3)
    .map((item) => `${(item.url ?? '').replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.total ?? 0)} ms`)
    .join(', ');
  if (busiest) opportunities.push(`main-thread time by script: ${busiest}`);
  return {
    measure: {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      scriptKb: sent(scripts),
      scriptFiles: scripts.length,
      styleKb: sent(styles),
      styleFiles: styles.length,
    },
    opportunities,
  };
}

// On a loaded machine Lighthouse sometimes loses its trace (NO_NAVSTART) and asks to be run again: it is, a few times.
async function auditAgainOnLostTrace(url: string, port: number, attemptsLeft = 3): ReturnType<typeof audit> {
  try {
    return await audit(url, port);
  } catch (error) {
    if (attemptsLeft <= 1 || !String(error).includes('NO_NAVSTART')) throw error;
    console.log(`  ${String(error)}: running it again`);
    return auditAgainOnLostTrace(url, port, attemptsLeft - 1);
  }
}

async function measurePage(label: string, pagePath: string, baseUrl: string, port: number): Promise<PageResult> {
  const runs: Measure[] = [];
  let opportunities: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const outcome = await auditAgainOnLostTrace(`${baseUrl}${pagePath}`, port);
    runs.push(outcome.measure);
    opportunities = outcome.opportunities;
    console.log(`  ${label} run ${run + 1}: performance ${outcome.measure.performance}, LCP ${Math.round(outcome.measure.lcpMs)} ms, TBT ${Math.round(outcome.measure.tbtMs)} ms`);
  }
  const pick = (key: keyof Measure) => median(runs.map((measure) => measure[key]));
  const middle: Measure = {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    fcpMs: pick('fcpMs'),
    scriptKb: pick('scriptKb'),
    scriptFiles: pick('scriptFiles'),
    styleKb: pick('styleKb'),
    styleFiles: pick('styleFiles'),
  };
  return { label, path: pagePath, median: middle, runs, opportunities };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const line = (page: PageResult, build: FirstLoad) =>
  `web (${page.label}): performance ${page.median.performance}, accessibility ${page.median.accessibility}, LCP ${seconds(page.median.lcpMs)}, TBT ${Math.round(page.median.tbtMs)} ms, first-load JS ${build.shellKb.toFixed(1)} KB gzip (${page.median.scriptKb.toFixed(1)} KB of scripts sent, ${page.median.scriptFiles} files), first-load CSS ${build.shellCssKb.toFixed(1)} KB gzip (${page.median.styleKb.toFixed(1)} KB of stylesheets sent, ${page.median.styleFiles} files)`;

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const build = buildFirstLoadKb();

  const site = await prepareSite();
  const server = await startApi(site, 'node scripts/start.mjs', settings);
  const baseUrl = `http://127.0.0.1:${site.port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const busy = await waitForQuiet();
    // Warm the server (first compressions, the database's caches): the figures are the page's, not the start's.
    for (const pagePath of ['/', `/creator/${CREATOR}`]) await (await fetch(`${baseUrl}${pagePath}`)).text();
    const pages = [await measurePage('Guest home', '/', baseUrl, chrome.port), await measurePage('Creator page', `/creator/${CREATOR}`, baseUrl, chrome.port)];

    // The size budgets' measure: the shell's scripts and CSS; the home route's chunks follow at once and are printed beside them.
    console.log('');
    for (const page of pages) {
      console.log(line(page, build));
      if (page.opportunities.length) console.log(`  biggest savings: ${page.opportunities.join('; ')}`);
    }

    const rows = pages.map(
      (page) =>
        `| ${page.label} (\`${page.path}\`) | ${page.median.performance} | ${page.median.accessibility} | ${seconds(page.median.fcpMs)} | ${seconds(page.median.lcpMs)} | ${Math.round(page.median.tbtMs)} ms | ${page.median.scriptKb.toFixed(1)} KB / ${page.median.scriptFiles} | ${page.median.styleKb.toFixed(1)} KB / ${page.median.styleFiles} |`,
    );
    await replaceSection(
      path.join(repoRoot, 'bench/RESULTS.md'),
      '## Web (Lighthouse, mobile)',
      [
        '<!-- Rewritten by `npm run bench:web` (bench/web.ts). -->',
        '',
        `Lighthouse 12 from npm driving Debian's Chromium, its default mobile preset (simulated slow 4G, 4× CPU slowdown), on a platform built and started by the bench (embedded PostgreSQL, demo seed); median of ${RUNS} runs per page. Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${seconds(TARGETS.lcpMs)}, first-load JS ≤ ${TARGETS.firstLoadKb} KB gzip, first-load CSS ≤ ${TARGETS.firstLoadCssKb} KB gzip.`,
        '',
        runLine('npm run bench:web', busy),
        '',
        `First-load JS of the build (gzip 9, the size budget's measure): ${build.shellKb.toFixed(1)} KB for the shell, then ${build.homeKb.toFixed(1)} KB for the home route's chunks. First-load CSS: ${build.shellCssKb.toFixed(1)} KB for the shell, then ${build.homeCssKb.toFixed(1)} KB for the home route's.`,
        '',
        '| page | performance | accessibility | FCP | LCP | TBT | scripts sent (compressed) / files | stylesheets sent / files |',
        '|---|---:|---:|---:|---:|---:|---:|---:|',
        ...rows,
        '',
        ...pages.filter((page) => page.opportunities.length).map((page) => `${page.label}, biggest savings Lighthouse names: ${page.opportunities.join('; ')}.`),
      ].join('\n'),
    );
  } finally {
    chrome.kill();
    await server.stop();
    await site.remove();
  }
}

await main();
