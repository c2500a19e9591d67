import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from '../../../../scripts/server-bundle.mjs';
import { fromRepoRoot } from '../../src/platform/paths.ts';

/**
 * Bundles the API (with its tracing preload) and the provider sandbox from the current sources, as
 * `npm run build` does, once per test run: tests that start real processes start them from these,
 * in about a second, instead of compiling every file again under tsx each time (most of a minute
 * on this machine under load). The folder sits inside each package, so the code finds its package
 * folder (migrations, demo media) the way a production build does.
 */
/** Answers the bundles' folder, relative to each package's folder, and how to remove them. */
export async function bundleServersForTests(): Promise<{ folder: string; remove: () => void }> {
  const folder = path.join('.test-build', randomBytes(4).toString('hex'));
  const packages = [
    { packageRoot: fromRepoRoot('apps/api'), entryPoints: ['src/main.ts', 'src/platform/telemetry/preload.ts'] },
    { packageRoot: fromRepoRoot('apps/paysim'), entryPoints: ['src/main.ts'] },
  ];
  await Promise.all(packages.map(({ packageRoot, entryPoints }) => bundleServer({ packageRoot, entryPoints, outdir: folder })));
  return {
    folder,
    remove: () => packages.forEach(({ packageRoot }) => rmSync(path.join(packageRoot, folder), { recursive: true, force: true })),
  };
}
