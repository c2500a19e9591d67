import { describe, expect, it } from 'vitest';
import { landingRouteGroups, routePreloads } from './route-preloads';

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  'src/app/routes/HomeRoute.tsx': { file: 'assets/HomeRoute-1.js', imports: ['_shared-1.js', '_Grid-1.js'], css: ['assets/HomeRoute-1.css'] },
  '_Grid-1.js': { file: 'assets/Grid-1.js', imports: ['_Box-1.js'], css: ['assets/Grid-1.css', 'assets/shared-1.css'] },
  '_Box-1.js': { file: 'assets/Box-1.js' },
  'src/app/routes/CreatorRoute.tsx': { file: 'assets/CreatorRoute-1.js', imports: ['_Box-1.js'] },
};

describe('routePreloads', () => {
  it("lists each landing route's scripts and stylesheets beyond the shell's, transitively, as URLs", () => {
    expect(routePreloads(manifest)).toEqual({
      home: { scripts: ['/assets/HomeRoute-1.js', '/assets/Grid-1.js', '/assets/Box-1.js'], styles: ['/assets/HomeRoute-1.css', '/assets/Grid-1.css'] },
      creator: { scripts: ['/assets/CreatorRoute-1.js', '/assets/Box-1.js'], styles: [] },
    });
  });

  it("finds a route inside its chunk group when the route's module is not a chunk's entry", () => {
    const { ['src/app/routes/CreatorRoute.tsx']: _creator, ...withoutCreator } = manifest;
    const grouped = { ...withoutCreator, '_creator-route-1.js': { file: 'assets/creator-route-1.js', name: 'creator-route', imports: ['_shared-1.js'] } };
    expect(routePreloads(grouped).creator).toEqual({ scripts: ['/assets/creator-route-1.js'], styles: [] });
  });

  it('fails the build when a landing route is missing from the manifest', () => {
    const { ['src/app/routes/CreatorRoute.tsx']: _creator, ...withoutCreator } = manifest;
    expect(() => routePreloads(withoutCreator)).toThrow('src/app/routes/CreatorRoute.tsx');
  });
});

describe('landingRouteGroups', () => {
  it("captures each landing route's module by its path, on any platform's separators, the first route first", () => {
    const [home, creator] = landingRouteGroups;
    expect(home).toMatchObject({ name: 'home-route' });
    expect(home!.test.test('/repo/apps/web/src/app/routes/HomeRoute.tsx')).toBe(true);
    expect(home!.test.test('C:\\repo\\apps\\web\\src\\app\\routes\\HomeRoute.tsx')).toBe(true);
    expect(home!.test.test('/repo/apps/web/src/app/routes/SignedInHome.tsx')).toBe(false);
    expect(creator!.test.test('/repo/apps/web/src/app/routes/CreatorRoute.tsx')).toBe(true);
    expect(home!.priority).toBeGreaterThan(creator!.priority);
  });
});
