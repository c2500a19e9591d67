// The first-load JavaScript of the guest home page, gzip level 9, against its budget.
// Run after `vite build`: `node scripts/check-size-budget.mjs` (`--json` prints the files instead).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
// The lazy routes the guest home page loads at once, besides the entry: keep in step with src/app/router.tsx.
const homePageEntries = ['index.html', 'src/app/routes/HomeRoute.tsx'];

/** The chunks a manifest entry needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, into) {
  const entry = manifest[key];
  if (!entry) throw new Error(`The Vite manifest has no entry ${key}: was the route renamed?`);
  if (into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The script files the shell names: its entry and the chunks it preloads. */
function shellScripts(html) {
  const sources = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)];
  return sources.map((match) => match[1]);
}

function firstLoadFiles() {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set(shellScripts(readFileSync(join(distDir, 'index.html'), 'utf8')));
  for (const key of homePageEntries) staticClosure(manifest, key, files);
  return [...files].sort();
}

function measure(files) {
  return files.map((file) => {
    const code = readFileSync(join(distDir, file));
    return { file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const sizes = measure(firstLoadFiles());
const gzipTotal = sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
const rawTotal = sizes.reduce((sum, size) => sum + size.bytes, 0);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ files: sizes, bytes: rawTotal, gzipBytes: gzipTotal, budgetKb: BUDGET_KB }));
} else {
  for (const size of [...sizes].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(size.gzipBytes).padStart(6)} KB gzip  ${kb(size.bytes).padStart(6)} KB  ${size.file}`);
  }
  console.log(`web first-load JS: ${kb(gzipTotal)} KB gzip (budget ${BUDGET_KB} KB), ${kb(rawTotal)} KB uncompressed, ${sizes.length} files`);
}
if (gzipTotal > BUDGET_KB * 1024) {
  console.error(`The guest home page's first-load JavaScript is over its budget of ${BUDGET_KB} KB gzip: load the new code lazily.`);
  process.exitCode = 1;
}
