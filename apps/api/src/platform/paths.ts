import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root, so data and build folders resolve the same from any working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const fromRepoRoot = (relative: string) => path.resolve(repoRoot, relative);
