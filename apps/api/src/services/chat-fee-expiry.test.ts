import { describe, expect, it } from 'vitest';
import { grantedAccess } from './chat-fee-access.ts';
import { accessExpiry } from './chat-fee-expiry.ts';

describe('accessExpiry', () => {
  const at = (iso: string) => new Date(iso);

  it('adds minutes and hours as elapsed time', () => {
    expect(accessExpiry(at('2026-03-01T10:00:00Z'), 'Minute', 90)).toEqual(at('2026-03-01T11:30:00Z'));
    expect(accessExpiry(at('2026-03-01T10:00:00Z'), 'Hour', 30)).toEqual(at('2026-03-02T16:00:00Z'));
  });

  it('adds days and weeks on the calendar', () => {
    expect(accessExpiry(at('2026-02-27T08:00:00Z'), 'Day', 2)).toEqual(at('2026-03-01T08:00:00Z'));
    expect(accessExpiry(at('2026-12-29T08:00:00Z'), 'Week', 1)).toEqual(at('2027-01-05T08:00:00Z'));
  });

  it('adds months, ending on the last day of a shorter month', () => {
    expect(accessExpiry(at('2027-01-31T12:00:00Z'), 'Month', 1)).toEqual(at('2027-02-28T12:00:00Z'));
    expect(accessExpiry(at('2028-01-31T12:00:00Z'), 'Month', 1)).toEqual(at('2028-02-29T12:00:00Z'));
    expect(accessExpiry(at('2026-11-30T12:00:00Z'), 'Month', 3)).toEqual(at('2027-02-28T12:00:00Z'));
    expect(accessExpiry(at('2026-05-15T12:00:00Z'), 'Month', 12)).toEqual(at('2027-05-15T12:00:00Z'));
  });
});

describe('grantedAccess', () => {
  const ids = ['fee'];

  it('grants unlimited, endless access for a one-off fee', () => {
    const access = grantedAccess([{ serviceId: 'fee', expiresAt: new Date('2030-01-01'), availableMessages: null }, { serviceId: 'fee', expiresAt: null, availableMessages: null }], ids);
    expect(access).toEqual({ required: true, granted: true, expiresAt: null, availableMessages: null, serviceIds: ids });
  });

  it('runs timed access to the latest expiry and adds up message allowances', () => {
    const later = new Date('2030-02-01');
    expect(grantedAccess([{ serviceId: 'fee', expiresAt: new Date('2030-01-01'), availableMessages: null }, { serviceId: 'fee', expiresAt: later, availableMessages: null }], ids)).toMatchObject({ granted: true, expiresAt: later });
    expect(grantedAccess([{ serviceId: 'a', expiresAt: null, availableMessages: 2 }, { serviceId: 'b', expiresAt: null, availableMessages: 3 }], ids)).toMatchObject({ granted: true, availableMessages: 5 });
  });

  it('grants nothing without a live purchase', () => {
    expect(grantedAccess([], ids)).toEqual({ required: true, granted: false, expiresAt: null, availableMessages: null, serviceIds: ids });
  });
});
