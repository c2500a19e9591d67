// Bundles a server's entries and our own code for Node 20 (ESM, source maps). Packages from
// node_modules stay imports, resolved at run time, except the workspace's own (`@velvet/*`), which
// export TypeScript that Node cannot run, so they are compiled in. Used by `npm run build`
// (scripts/build-server.mjs) and by the API tests, which start real processes from a bundle.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';

/** Every bare import (`fastify`, `node:fs`, `@scope/name/sub`) but the workspace's own stays external. */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@velvet/') ? undefined : { path, external: true }));
  },
};

/** Bundles `entryPoints` (under `packageRoot`'s src/) into `outdir` (relative to `packageRoot`), emptied first. */
export async function bundleServer({ packageRoot, entryPoints, outdir }) {
  const out = path.resolve(packageRoot, outdir);
  rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: packageRoot,
    entryPoints,
    outbase: 'src',
    outdir: out,
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
}
