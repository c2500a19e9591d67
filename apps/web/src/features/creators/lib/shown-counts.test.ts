import { describe, expect, it } from 'vitest';
import { shownCounts } from './shown-counts';

describe('shownCounts', () => {
  it('leaves out every zero count', () => {
    expect(shownCounts({ posts: 0, stories: 0, likes: 0, subscribers: 0 })).toEqual([]);
    expect(shownCounts({ posts: 3, stories: 0, likes: 1, subscribers: null })).toEqual(['3 posts', '1 like']);
  });

  it('shows subscribers only when given (the creator’s own page)', () => {
    expect(shownCounts({ posts: 1, stories: 1, likes: 1500, subscribers: 2 })).toEqual(['1 post', '1 story', '1.5k likes', '2 subscribers']);
    expect(shownCounts({ posts: 1, stories: 1, likes: 2, subscribers: null })).toEqual(['1 post', '1 story', '2 likes']);
  });
});
