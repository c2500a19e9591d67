import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyGroups } from './lazy-groups';
import { landingRouteGroups } from './route-preloads';

const webRoot = path.resolve(import.meta.dirname, '..');
const sourceFiles = readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' }).map((file) => path.join(webRoot, 'src', file));

describe('lazyGroups', () => {
  it('each captures modules that exist: a moved or renamed module would fall back to small chunks unseen', () => {
    for (const group of lazyGroups) {
      const captured = sourceFiles.filter((file) => group.test.test(file));
      expect(captured.length, group.name).toBe(group.test.source.split('|').length);
    }
  });

  it("rank after the landing routes', which keep what their pages paint first", () => {
    const lowestLanding = Math.min(...landingRouteGroups.map((group) => group.priority));
    for (const group of lazyGroups) expect(group.priority).toBeLessThan(lowestLanding);
  });
});
