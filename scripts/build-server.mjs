#!/usr/bin/env node
// `node ../../scripts/build-server.mjs <entry.ts>...` in apps/api or apps/paysim: bundles each entry
// and our own code into dist/ (scripts/server-bundle.mjs).
import { bundleServer } from './server-bundle.mjs';

const entryPoints = process.argv.slice(2);
if (!entryPoints.length) {
  console.error('Usage: build-server.mjs <entry.ts>...');
  process.exit(2);
}

await bundleServer({ packageRoot: process.cwd(), entryPoints, outdir: 'dist' });
