// The first load of the guest home page, gzip level 9, against its budgets: the JavaScript of the shell (its
// entry script and what it imports statically or preloads) and the shell's CSS (the stylesheets dist/index.html
// links and those of the shell's chunks), read from dist/index.html and the Vite manifest. The home route's own
// chunks and CSS, fetched as soon as the shell runs, are printed beside them and not yet held to the budgets.
// Run after `vite build`: `node scripts/check-size-budget.mjs` (`--json` prints the files instead; WEB_DIST_DIR
// measures a build elsewhere than dist/).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const CSS_BUDGET_KB = 12;
const distDir = process.env.WEB_DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
// The lazy route the guest home page loads at once: keep in step with src/app/router.tsx.
const homeRoute = 'src/app/routes/HomeRoute.tsx';

/** The manifest entries a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Map()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`The Vite manifest has no entry ${key}: was the route renamed?`);
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

const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
const shellHtml = shellHtmlFiles(readFileSync(join(distDir, 'index.html'), 'utf8'));
const shellEntries = [...staticClosure(manifest, 'index.html').values()];
const homeEntries = [...staticClosure(manifest, homeRoute).values()];

const shellFiles = new Set([...shellHtml.scripts, ...shellEntries.map((entry) => entry.file)]);
const shellCssFiles = new Set([...shellHtml.styles, ...shellEntries.flatMap((entry) => entry.css ?? [])]);
const homeFiles = homeEntries.map((entry) => entry.file).filter((file) => !shellFiles.has(file));
const homeCssFiles = [...new Set(homeEntries.flatMap((entry) => entry.css ?? []))].filter((file) => !shellCssFiles.has(file));

/** Each file's size as served: uncompressed and gzip level 9. */
function measure(files) {
  return [...files].sort().map((file) => {
    const code = readFileSync(join(distDir, file));
    return { file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = (sizes, key) => sizes.reduce((sum, size) => sum + size[key], 0);

const shell = measure(shellFiles);
const home = measure(homeFiles);
const shellCss = measure(shellCssFiles);
const homeCss = measure(homeCssFiles);
const budgets = [
  { label: 'JS', what: 'JavaScript', sizes: shell, then: home, budgetKb: BUDGET_KB, advice: 'load the new code lazily' },
  { label: 'CSS', what: 'CSS', sizes: shellCss, then: homeCss, budgetKb: CSS_BUDGET_KB, advice: 'import the stylesheet from the lazy module that needs it' },
];

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ shell, home, budgetKb: BUDGET_KB, shellCss, homeCss, cssBudgetKb: CSS_BUDGET_KB }));
} else {
  for (const size of [...shell, ...home, ...shellCss, ...homeCss].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 10)) {
    console.log(`  ${kb(size.gzipBytes).padStart(6)} KB gzip  ${kb(size.bytes).padStart(6)} KB  ${size.file}`);
  }
  for (const { label, sizes, then, budgetKb } of budgets) {
    const gzip = total(sizes, 'gzipBytes');
    const thenGzip = total(then, 'gzipBytes');
    console.log(`web first-load ${label}: ${kb(gzip)} KB gzip (budget ${budgetKb} KB), ${kb(total(sizes, 'bytes'))} KB uncompressed, ${sizes.length} files`);
    console.log(`  then the home route: ${kb(thenGzip)} KB gzip, ${kb(total(then, 'bytes'))} KB uncompressed, ${then.length} files (${kb(gzip + thenGzip)} KB gzip in all)`);
  }
}
for (const { what, sizes, budgetKb, advice } of budgets) {
  if (total(sizes, 'gzipBytes') <= budgetKb * 1024) continue;
  console.error(`The guest home page's first-load ${what} is over its budget of ${budgetKb} KB gzip: ${advice}.`);
  process.exitCode = 1;
}
