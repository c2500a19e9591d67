import { matchWebRoute } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('the profile link of a transaction party', () => {
  it('opens /{role lowercase}/{username}, a page the app routes, for creators and fans', () => {
    expect(paths.profile.to({ role: 'CREATOR', username: 'luna_moreau' })).toBe('/creator/luna_moreau');
    expect(paths.profile.to({ role: 'USER', username: 'alex_fan' })).toBe('/user/alex_fan');
    expect(matchWebRoute(paths.profile.to({ role: 'USER', username: 'alex_fan' }))?.name).toBe('userProfile');
  });

  it('opens the /user/ page for roles without a page of their own', () => {
    expect(paths.profile.to({ role: 'AGENCY', username: 'starlight_agency' })).toBe('/user/starlight_agency');
    expect(paths.profile.to({ role: 'ADMIN', username: 'admin' })).toBe('/user/admin');
  });
});
