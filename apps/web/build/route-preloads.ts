import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The pages shared links open, by their name in the contracts' web routes, and the module each one's
 * lazy route is: keep in step with src/app/router.tsx.
 */
export const landingRoutes: Record<string, string> = {
  home: 'src/app/routes/HomeRoute.tsx',
  creator: 'src/app/routes/CreatorRoute.tsx',
};

type ManifestEntry = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestEntry>;
export type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/** The manifest keys a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Each landing route's scripts and stylesheets beyond the shell's, as URLs. */
export function routePreloads(manifest: Manifest): RoutePreloads {
  const shell = staticClosure(manifest, 'index.html');
  const shellCss = new Set([...shell].flatMap((key) => manifest[key]!.css ?? []));
  const url = (file: string) => `/${file}`;
  return Object.fromEntries(
    Object.entries(landingRoutes).map(([name, module]) => {
      if (!manifest[module]) throw new Error(`The Vite manifest has no entry ${module}: was the route renamed?`);
      const keys = [...staticClosure(manifest, module)].filter((key) => !shell.has(key));
      const styles = [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].filter((file) => !shellCss.has(file));
      return [name, { scripts: keys.map((key) => url(manifest[key]!.file)), styles: styles.map(url) }];
    }),
  );
}

/**
 * Writes `route-preloads.json` beside the build: what each landing page's route loads once the shell
 * runs, so the server can name it in the page's HTML and a phone fetches it alongside the shell.
 */
export function routePreloadsFile(): Plugin {
  let outDir = 'dist';
  return {
    name: 'velvet-route-preloads',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    writeBundle: {
      sequential: true,
      handler: async () => {
        const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
        await writeFile(path.join(outDir, 'route-preloads.json'), JSON.stringify(routePreloads(manifest)));
      },
    },
  };
}
