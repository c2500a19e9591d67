import { describe, expect, it } from 'vitest';
import { creatorPageOf, joinedLabel } from './user-profile';

describe('a user profile page', () => {
  it("sends a creator's username to their creator page and keeps everyone else's", () => {
    expect(creatorPageOf({ role: 'CREATOR', username: 'luna_moreau' })).toBe('/creator/luna_moreau');
    expect(creatorPageOf({ role: 'USER', username: 'alex_fan' })).toBeNull();
    expect(creatorPageOf({ role: 'AGENCY', username: 'starlight_agency' })).toBeNull();
  });

  it('says when the user joined, by month', () => {
    expect(joinedLabel('2026-11-26T10:00:00.000Z')).toBe('Joined November 2026');
  });
});
