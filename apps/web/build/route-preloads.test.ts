import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads';

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

  it('fails the build when a landing route is missing from the manifest', () => {
    const { ['src/app/routes/CreatorRoute.tsx']: _creator, ...withoutCreator } = manifest;
    expect(() => routePreloads(withoutCreator)).toThrow('src/app/routes/CreatorRoute.tsx');
  });
});
