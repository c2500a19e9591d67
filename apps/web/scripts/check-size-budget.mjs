// The first load of the guest home page and of a creator page, gzip level 9, against their budgets: the
// JavaScript of the shell (its entry script and what it imports statically or preloads), the shell's CSS (the
// stylesheets dist/index.html links and those of the shell's chunks), read from dist/index.html and the Vite
// manifest, and the JavaScript each of the two lazy routes adds after the shell (its chunk and their static
// imports, fetched before it can paint), as the build names them for the pages' preloads (route-preloads.json,
// build/route-preloads.ts). The routes' own CSS is printed beside them and not held to a budget.
// Run after `vite build`: `node scripts/check-size-budget.mjs` (`--json` prints the files instead; WEB_DIST_DIR
// measures a build elsewhere than dist/).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 160;
const CSS_BUDGET_KB = 12;
const distDir = process.env.WEB_DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
// The lazy routes a shared link opens, by their key in route-preloads.json.
const routes = [
  { key: 'home', name: 'the home route', page: 'guest home page', budgetKb: 12 },
  { key: 'creator', name: 'the creator page', page: 'creator page', budgetKb: 45 },
];

/** The manifest entries a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Map()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`The Vite manifest has no entry ${key}`);
  if (into.has(key)) return into;
  into.set(key, entry);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The script and stylesheet files the shell's HTML names: its entry, the chunks it preloads, its CSS. */
function shellHtmlFiles(html) {
  const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)];
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)];
  return { scripts: scripts.map((match) => match[1]), styles: styles.map((match) => match[1]) };
}

/** Each file's size as served: uncompressed and gzip level 9. */
function measure(files) {
  return [...files].sort().map((file) => {
    const code = readFileSync(join(distDir, file));
    return { file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
  });
}

const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
const shellHtml = shellHtmlFiles(readFileSync(join(distDir, 'index.html'), 'utf8'));
const shellEntries = [...staticClosure(manifest, 'index.html').values()];
const shellFiles = new Set([...shellHtml.scripts, ...shellEntries.map((entry) => entry.file)]);
const shellCssFiles = new Set([...shellHtml.styles, ...shellEntries.flatMap((entry) => entry.css ?? [])]);

const routePreloads = JSON.parse(readFileSync(join(distDir, 'route-preloads.json'), 'utf8'));

/** The JavaScript and CSS files a route fetches that the shell did not. */
function routeFiles(key) {
  const { scripts, styles } = routePreloads[key];
  const file = (url) => url.slice(1);
  return { js: measure(scripts.map(file)), css: measure(styles.map(file)) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = (sizes, key) => sizes.reduce((sum, size) => sum + size[key], 0);

const shell = measure(shellFiles);
const shellCss = measure(shellCssFiles);
const measured = routes.map((route) => ({ ...route, ...routeFiles(route.key) }));
const home = measured.find((route) => route.key === 'home');
const budgets = [
  { what: "The guest home page's first-load JavaScript", sizes: shell, budgetKb: BUDGET_KB, advice: 'load the new code lazily' },
  { what: "The guest home page's first-load CSS", sizes: shellCss, budgetKb: CSS_BUDGET_KB, advice: 'import the stylesheet from the lazy module that needs it' },
  ...measured.map((route) => ({
    what: `The JavaScript ${route.name} adds after the shell`,
    sizes: route.js,
    budgetKb: route.budgetKb,
    advice: `load what the ${route.page} does not paint at once (dialogs, drawers, forms opened by a click) on first use, with React.lazy or a dynamic import`,
  })),
];

if (process.argv.includes('--json')) {
  const perRoute = Object.fromEntries(
    measured.filter((route) => route !== home).flatMap((route) => [[route.key, route.js], [`${route.key}Css`, route.css]]),
  );
  const routeBudgets = Object.fromEntries(measured.map((route) => [`${route.key}BudgetKb`, route.budgetKb]));
  console.log(JSON.stringify({ shell, home: home.js, budgetKb: BUDGET_KB, shellCss, homeCss: home.css, cssBudgetKb: CSS_BUDGET_KB, ...perRoute, ...routeBudgets }));
} else {
  const all = [...shell, ...shellCss, ...measured.flatMap((route) => [...route.js, ...route.css])];
  const largest = [...new Map(all.map((size) => [size.file, size])).values()].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 10);
  for (const size of largest) console.log(`  ${kb(size.gzipBytes).padStart(6)} KB gzip  ${kb(size.bytes).padStart(6)} KB  ${size.file}`);
  const files = (sizes) => `${kb(total(sizes, 'gzipBytes'))} KB gzip, ${kb(total(sizes, 'bytes'))} KB uncompressed, ${sizes.length} files`;
  console.log(`web first-load JS: ${files(shell)} (budget ${BUDGET_KB} KB)`);
  for (const route of measured) console.log(`  then ${route.name}: ${files(route.js)} (budget ${route.budgetKb} KB)`);
  console.log(`web first-load CSS: ${files(shellCss)} (budget ${CSS_BUDGET_KB} KB)`);
  for (const route of measured) console.log(`  then ${route.name}: ${files(route.css)}`);
}
for (const { what, sizes, budgetKb, advice } of budgets) {
  if (total(sizes, 'gzipBytes') <= budgetKb * 1024) continue;
  console.error(`${what} is over its budget of ${budgetKb} KB gzip: ${advice}.`);
  process.exitCode = 1;
}
