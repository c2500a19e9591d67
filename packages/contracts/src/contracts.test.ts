import { describe, expect, it } from 'vitest';
import { formatUsd, toCents, toDollars } from './money.ts';
import { listNotificationsQuerySchema } from './notifications.ts';
import { isOfferFor } from './offers.ts';
import { signInSchema } from './auth.ts';
import { profilePath } from './users.ts';

describe('money', () => {
  it('converts dollars to integer cents without float drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toDollars(1999n)).toBe(19.99);
  });

  it("formats USD, and answers 'Error' for anything that is not a number", () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd('12')).toBe('Error');
    expect(formatUsd(Number.NaN)).toBe('Error');
  });
});

describe('listNotificationsQuerySchema', () => {
  it('reads query-string values into their types with a default limit', () => {
    expect(listNotificationsQuerySchema.parse({ seen: 'false', limit: '5' })).toEqual({ seen: false, limit: 5 });
    expect(listNotificationsQuerySchema.parse({}).limit).toBe(20);
  });

  it('refuses an unknown type and an out-of-range limit', () => {
    expect(listNotificationsQuerySchema.safeParse({ type: 'Nope' }).success).toBe(false);
    expect(listNotificationsQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });
});

describe('signInSchema', () => {
  it("gives the spec's messages for empty fields", () => {
    const result = signInSchema.safeParse({ username: ' ', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Email is required', 'Password is required']);
  });
});

describe('profilePath', () => {
  it('links a profile by its lowercase role', () => {
    expect(profilePath({ role: 'CREATOR', username: 'luna_moreau' })).toBe('/creator/luna_moreau');
  });
});

describe('sign-up offers', () => {
  it('are shown for everyone with All, else only to the chosen type', () => {
    expect(isOfferFor({ available_to: 'All' }, 'CREATOR')).toBe(true);
    expect(isOfferFor({ available_to: 'USER' }, 'USER')).toBe(true);
    expect(isOfferFor({ available_to: 'USER' }, 'CREATOR')).toBe(false);
  });
});
