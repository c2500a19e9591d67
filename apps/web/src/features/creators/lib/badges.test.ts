import { describe, expect, it } from 'vitest';
import { badgeViews } from './badges';

describe('badgeViews', () => {
  it('labels the spec’s badges in the spec’s order, with one verified badge that says what was checked', () => {
    expect(badgeViews(['CreatorPro', 'Prime', 'VerifiedCreator', 'VerifiedUser'])).toEqual([
      { kind: 'verified-creator', label: 'Verified creator: identity checked' },
      { kind: 'prime', label: 'Prime member' },
      { kind: 'creator-pro', label: 'Creator Pro' },
    ]);
  });

  it('shows no verified badge for a confirmed email alone', () => {
    expect(badgeViews(['VerifiedUser'])).toEqual([]);
  });

  it("shows a confirmed email on a page without the identity badge when asked (a fan's page)", () => {
    expect(badgeViews(['Prime', 'VerifiedUser'], { verifiedUser: true })).toEqual([
      { kind: 'verified-user', label: 'Verified user: email confirmed' },
      { kind: 'prime', label: 'Prime member' },
    ]);
    expect(badgeViews(['VerifiedUser', 'VerifiedCreator'], { verifiedUser: true })).toEqual([{ kind: 'verified-creator', label: 'Verified creator: identity checked' }]);
  });

  it('names the product of an affiliation', () => {
    expect(badgeViews(['AffiliatedWithVelvetStudios'])).toEqual([{ kind: 'affiliated', label: 'Affiliated with VelvetStudios' }]);
  });

  it('shows each badge once and leaves out names it does not know', () => {
    expect(badgeViews(['Prime', 'Prime', 'Mystery', 'AffiliatedWith'])).toEqual([{ kind: 'prime', label: 'Prime member' }]);
  });
});
