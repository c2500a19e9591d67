import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The head Vite writes into apps/web/dist/index.html, from apps/web/index.html. */
export const SHELL_HEAD = `<meta charset="UTF-8" />
    <meta name="description" content="Velvet: where creators and their fans get closer." />
    <title>Velvet</title>
    <script type="module" crossorigin src="/assets/index-a1b2c3.js"></script>
    ${Array.from({ length: 24 }, (_, index) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${index}-d4e5f6.js">`).join('\n    ')}`;

/** A built web app like `npm run build -w @velvet/web` leaves: the shell, a fingerprinted script with its `.br` and `.gz`, a small icon. */
export function builtWebDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'velvet-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const script = { url: '/assets/index-a1b2c3.js', body: `export const pages = ${JSON.stringify(Array.from({ length: 2000 }, (_, index) => `page ${index % 50}`))};\n` };
  const file = path.join(dir, script.url);
  writeFileSync(file, script.body);
  writeFileSync(`${file}.br`, brotliCompressSync(script.body));
  writeFileSync(`${file}.gz`, gzipSync(script.body));
  // What the web build's route-preloads plugin writes: the landing routes' code beyond the shell.
  writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify({ home: { scripts: ['/assets/HomeRoute-h1.js', '/assets/Grid-g1.js'], styles: ['/assets/Grid-g1.css'] } }));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html>\n<html lang="en">\n  <head>\n    ${SHELL_HEAD}\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`);
  return { dir, script, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
