#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project of the repository, checked by TypeScript 7 (the native
// compiler, ~20× faster here than 5.9). TypeScript 5.9 stays installed as `typescript` because
// typescript-eslint and editors need its JavaScript API, which 7 does not have; 7 is `typescript-native`.
// Each project is checked single-threaded: on two cores, 7's parallel checkers took two and a half times the
// CPU for a longer wall time (docs/decisions.md).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');

const projects = ['packages/contracts', 'apps/api', 'apps/paysim', 'apps/web', 'apps/web/src/sw', 'e2e', 'bench'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '--singleThreaded', '-p', project], { cwd: repoRoot, stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });
}

let failed = 0;
for (const project of projects) {
  const started = performance.now();
  const ok = await check(project);
  if (!ok) failed += 1;
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${project} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(failed === 0 ? 0 : 1);
