import { webRoutePatterns } from '@velvet/contracts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';

// The router module needs a browser to load; its table is read as text, as the server cannot load it either.
const routerSource = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
const routedPaths = [...routerSource.matchAll(/\bpath=(?:\{([^}\n]+)\}|("[^"\n]*"))/g)].map((match) => (match[1] ?? match[2])!.trim());

describe("the router's table and the server's list of pages", () => {
  it('routes every page through a named pattern of the shared list, and only a catch-all besides', () => {
    const named = routedPaths.filter((path) => path !== '"*"');
    for (const path of named) expect(path).toMatch(/^paths\.\w+\.pattern$/);
    expect(routedPaths).toContain('"*"');
  });

  it('routes exactly the pages the server answers 200 for', () => {
    const routed = routedPaths.flatMap((path) => /^paths\.(\w+)\.pattern$/.exec(path)?.[1] ?? []);
    const routedPatterns = routed.map((name) => (paths as Record<string, { pattern?: string }>)[name]?.pattern);
    // The home page is the layout's index route.
    expect(new Set(['/', ...routedPatterns])).toEqual(new Set(Object.values(webRoutePatterns)));
    expect(routerSource).toMatch(/<Route index element=\{<HomeRoute \/>\}/);
  });
});
