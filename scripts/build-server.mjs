#!/usr/bin/env node
// `node ../../scripts/build-server.mjs <entry.ts>...` in apps/api or apps/paysim: bundles each entry
// and our own code into dist/ (ESM for Node 20, with source maps). Packages from node_modules stay
// imports, resolved at run time, except the workspace's own (`@velvet/*`), which export TypeScript
// that Node cannot run, so they are compiled in.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

const entryPoints = process.argv.slice(2);
if (!entryPoints.length) {
  console.error('Usage: build-server.mjs <entry.ts>...');
  process.exit(2);
}

/** Every bare import (`fastify`, `node:fs`, `@scope/name/sub`) but the workspace's own stays external. */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@velvet/') ? undefined : { path, external: true }));
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints,
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Code split at dynamic imports stays lazy (the S3 client loads only when S3 is configured); entries share chunks.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  // Stack traces and pino's `err` keep readable function names.
  keepNames: true,
  plugins: [installedPackagesExternal],
  logLevel: 'warning',
});
