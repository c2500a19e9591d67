import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The pages shared links open, by their name in the contracts' web routes: the module each one's lazy
 * route is (keep in step with src/app/router.tsx) and the chunk the build puts it in with what it imports.
 */
export const landingRoutes: Record<string, { module: string; chunk: string }> = {
  home: { module: 'src/app/routes/HomeRoute.tsx', chunk: 'home-route' },
  creator: { module: 'src/app/routes/CreatorRoute.tsx', chunk: 'creator-route' },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A chunk group's test for modules of apps/web by their paths (`src/...`), on any platform's separators. */
export const modulesTest = (...modules: string[]) =>
  new RegExp(`(${modules.map((module) => module.split('/').map(escapeRegExp).join('[\\\\/]')).join('|')})$`);

/**
 * The landing routes' chunk groups (Rolldown's `codeSplitting.groups`), after the shell's: each route in one
 * file with what it imports, so a phone on a slow link fetches two or three files before the page hydrates,
 * not forty (each a round trip, six at a time over HTTP/1.1). The first route's group takes what they share.
 */
export const landingRouteGroups = Object.values(landingRoutes).map(({ module, chunk }, index, all) => ({
  name: chunk,
  test: modulesTest(module),
  priority: all.length - index,
}));

type ManifestEntry = { file: string; name?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestEntry>;
export type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/** The manifest keys a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** A landing route's manifest key: its module's own, or its chunk group's when the module is not a chunk's entry. */
export function landingRouteKey(manifest: Manifest, { module, chunk }: { module: string; chunk: string }): string {
  if (manifest[module]) return module;
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.name === chunk && manifest[candidate]!.file.endsWith('.js'));
  if (!key) throw new Error(`The Vite manifest has no entry ${module} nor a chunk ${chunk}: was the route renamed?`);
  return key;
}

/** Each landing route's scripts and stylesheets beyond the shell's, as URLs. */
export function routePreloads(manifest: Manifest): RoutePreloads {
  const shell = staticClosure(manifest, 'index.html');
  const shellCss = new Set([...shell].flatMap((key) => manifest[key]!.css ?? []));
  const url = (file: string) => `/${file}`;
  return Object.fromEntries(
    Object.entries(landingRoutes).map(([name, route]) => {
      const keys = [...staticClosure(manifest, landingRouteKey(manifest, route))].filter((key) => !shell.has(key));
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
