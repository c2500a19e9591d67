import { describe, expect, it } from 'vitest';
import { latestAdultBirthDate, releaseFormLink } from './release-form-view';

describe('release form view helpers', () => {
  it('builds the public link on the app origin', () => {
    expect(releaseFormLink('abc_DEF-123', 'https://velvet.example')).toBe('https://velvet.example/ext-release-form/abc_DEF-123');
  });

  it('allows birth dates up to exactly 18 years ago', () => {
    expect(latestAdultBirthDate(new Date('2026-11-22T05:00:00Z'))).toBe('2008-11-22');
  });
});
