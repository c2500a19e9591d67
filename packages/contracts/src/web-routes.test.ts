import { describe, expect, it } from 'vitest';
import { matchWebRoute } from './web-routes.ts';

describe('matchWebRoute', () => {
  it('names the page of a path and its decoded parameters', () => {
    expect(matchWebRoute('/')).toEqual({ name: 'home', params: {} });
    expect(matchWebRoute('/creator/luna_moreau')).toEqual({ name: 'creator', params: { username: 'luna_moreau' } });
    expect(matchWebRoute('/creator/luna_moreau/channel')).toEqual({ name: 'creatorChannel', params: { username: 'luna_moreau' } });
    expect(matchWebRoute('/user/alex_fan')).toEqual({ name: 'userProfile', params: { username: 'alex_fan' } });
    expect(matchWebRoute('/hashtag/caf%C3%A9')).toEqual({ name: 'hashtag', params: { tag: 'café' } });
    expect(matchWebRoute('/shop/abc/track')).toEqual({ name: 'shopTrack', params: { transactionId: 'abc' } });
    expect(matchWebRoute('/admin/users/6f1c')).toEqual({ name: 'adminUser', params: { userId: '6f1c' } });
    expect(matchWebRoute('/admin/audit')?.name).toBe('adminAudit');
  });

  it('matches as the browser router does: static segments in any case, a trailing slash ignored', () => {
    expect(matchWebRoute('/Settings/Wallet/')?.name).toBe('wallet');
    expect(matchWebRoute('/settings/addcard')?.name).toBe('addCardReturn');
  });

  it('knows no other path', () => {
    for (const path of ['/robots.txt', '/creator', '/creator/a/b', '/user', '/user/a/b', '/settings/nothing', '/assets/x.js', '/creator/%E0%A4%A']) {
      expect(matchWebRoute(path)).toBeUndefined();
    }
  });
});
