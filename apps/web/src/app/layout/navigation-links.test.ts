import { describe, expect, it } from 'vitest';
import { isLinkActive, navigationLinks, tabLinks } from './navigation-links';

const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('navigationLinks', () => {
  it('shows guests only Home, and fans Home and Messages with its unread badge', () => {
    expect(labels(navigationLinks(null))).toEqual(['Home']);
    expect(navigationLinks({ role: 'USER', username: 'fan1' })).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Messages', to: '/chat', badge: 'chat-unread' },
    ]);
  });

  it("gives creators a link to their own page", () => {
    expect(navigationLinks({ role: 'CREATOR', username: 'mila' })).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Messages', to: '/chat', badge: 'chat-unread' },
      { label: 'My page', to: '/creator/mila' },
    ]);
  });

  it('gives admins the admin page', () => {
    expect(navigationLinks({ role: 'ADMIN', username: 'root' })).toContainEqual({ label: 'Admin', to: '/admin' });
    expect(navigationLinks({ role: 'AGENCY', username: 'starlight_agency' })).toContainEqual({ label: 'Agency', to: '/agency' });
  });
});

describe('tabLinks', () => {
  it('gives fans Home, Search, Messages and Profile, their account', () => {
    expect(tabLinks({ role: 'USER', username: 'fan1' }).map((link) => [link.label, link.to])).toEqual([
      ['Home', '/'],
      ['Search', '/search'],
      ['Messages', '/chat'],
      ['Profile', '/settings/account'],
    ]);
  });

  it('gives creators Create, which opens the composer on their own page, and their page as Profile', () => {
    expect(tabLinks({ role: 'CREATOR', username: 'mila' }).map((link) => [link.label, link.to])).toEqual([
      ['Home', '/'],
      ['Search', '/search'],
      ['Create', '/creator/mila#compose'],
      ['Messages', '/chat'],
      ['Profile', '/creator/mila'],
    ]);
  });

  it('counts unread messages on the Messages tab', () => {
    expect(tabLinks({ role: 'USER', username: 'fan1' }).find((link) => link.label === 'Messages')?.badge).toBe('chat-unread');
  });
});

describe('isLinkActive', () => {
  it('marks Home active on the home page only', () => {
    expect(isLinkActive('/', '/')).toBe(true);
    expect(isLinkActive('/admin', '/')).toBe(false);
  });

  it('marks a link active on its page and the pages below it, not on look-alike paths', () => {
    expect(isLinkActive('/admin', '/admin')).toBe(true);
    expect(isLinkActive('/admin/users', '/admin')).toBe(true);
    expect(isLinkActive('/administrators', '/admin')).toBe(false);
  });
});
