import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder above `file` holding a package.json. */
function packageRootOf(file: string): string {
  let folder = path.dirname(file);
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${file}`);
    folder = parent;
  }
  return folder;
}

/**
 * apps/api, found from this module whether it runs as `src/platform/paths.ts` under tsx or bundled into
 * `dist/main.js`: files the API reads (migrations, demo media) resolve from here, never from the module.
 */
export const apiRoot = packageRootOf(fileURLToPath(import.meta.url));

/** The repository root, so data and build folders resolve the same from any working directory. */
export const repoRoot = path.resolve(apiRoot, '../..');

export const fromApiRoot = (relative: string) => path.resolve(apiRoot, relative);
export const fromRepoRoot = (relative: string) => path.resolve(repoRoot, relative);
