import { describe, expect, it } from 'vitest';
import { settingsLinks } from './settings-links';

describe('settingsLinks', () => {
  it('gives fans their wallet, cards and transactions', () => {
    expect(settingsLinks('USER').map((link) => link.label)).toEqual(['Wallet', 'Cards', 'Transactions', 'Subscriptions', 'Tickets', 'Addresses', 'Verification', 'Account', 'Security']);
  });

  it('adds Earnings for creators', () => {
    expect(settingsLinks('CREATOR')).toContainEqual({ label: 'Earnings', to: '/settings/earnings' });
    expect(settingsLinks('CREATOR')).toContainEqual({ label: 'Channel', to: '/settings/channel' });
    expect(settingsLinks('CREATOR')).toContainEqual({ label: 'Collabs', to: '/settings/collabs' });
    expect(settingsLinks('CREATOR')).toContainEqual({ label: 'Services', to: '/settings/services' });
    expect(settingsLinks('USER').map((link) => link.label)).not.toContain('Collabs');
    expect(settingsLinks('CREATOR')).toContainEqual({ label: 'Agency', to: '/settings/agency' });
    expect(settingsLinks('CREATOR')).toContainEqual({ label: 'Lists', to: '/settings/lists' });
    expect(settingsLinks('CREATOR')).toContainEqual({ label: 'Release forms', to: '/settings/release-form' });
    expect(settingsLinks('AGENCY').map((link) => link.label)).not.toContain('Agency');
    expect(settingsLinks('CREATOR')).toContainEqual({ label: 'Shop', to: '/settings/shop' });
    expect(settingsLinks('CREATOR')).toContainEqual({ label: 'Events', to: '/settings/events' });
  });
});
