// The first-load JavaScript of the guest home page, gzip level 9, against its budget: the shell's entry
// script and what it imports statically or preloads (dist/index.html, the Vite manifest). The home route's
// own chunks, fetched as soon as the shell runs, are printed beside it and not yet held to the budget.
// Run after `vite build`: `node scripts/check-size-budget.mjs` (`--json` prints the files instead).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
// The lazy route the guest home page loads at once: keep in step with src/app/router.tsx.
const homeRoute = 'src/app/routes/HomeRoute.tsx';

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

const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
const shellFiles = staticClosure(manifest, 'index.html', new Set(shellScripts(readFileSync(join(distDir, 'index.html'), 'utf8'))));
const homeFiles = [...staticClosure(manifest, homeRoute, new Set())].filter((file) => !shellFiles.has(file));

/** Each file's size as served: uncompressed and gzip level 9. */
function measure(files) {
  return files.map((file) => {
    const code = readFileSync(join(distDir, file));
    return { file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = (sizes, key) => sizes.reduce((sum, size) => sum + size[key], 0);

const shell = measure([...shellFiles].sort());
const home = measure(homeFiles.sort());
const gzipTotal = total(shell, 'gzipBytes');

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ shell, home, budgetKb: BUDGET_KB }));
} else {
  for (const size of [...shell, ...home].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 10)) {
    console.log(`  ${kb(size.gzipBytes).padStart(6)} KB gzip  ${kb(size.bytes).padStart(6)} KB  ${size.file}`);
  }
  console.log(`web first-load JS: ${kb(gzipTotal)} KB gzip (budget ${BUDGET_KB} KB), ${kb(total(shell, 'bytes'))} KB uncompressed, ${shell.length} files`);
  const homeGzip = total(home, 'gzipBytes');
  console.log(`  then the home route: ${kb(homeGzip)} KB gzip, ${kb(total(home, 'bytes'))} KB uncompressed, ${home.length} files (${kb(gzipTotal + homeGzip)} KB gzip in all)`);
}
if (gzipTotal > BUDGET_KB * 1024) {
  console.error(`The guest home page's first-load JavaScript is over its budget of ${BUDGET_KB} KB gzip: load the new code lazily.`);
  process.exitCode = 1;
}
