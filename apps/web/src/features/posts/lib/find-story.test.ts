import type { Story } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { findStory } from './find-story';

const story = (id: string): Story => ({
  _id: id,
  author: { _id: 'a', username: 'luna', display_name: 'Luna', avatar: null },
  text: '',
  media: { _id: `m${id}`, type: 'image', width: 1, height: 1, duration: null, url: null, poster_url: null, preview_url: null },
  price: 3,
  lock: { reason: 'paid', channel: null, price: 3 },
  unlocked: false,
  is_owner: false,
  created_at: '2026-11-21T10:00:00.000Z',
  expires_at: '2026-11-22T10:00:00.000Z',
});

describe('findStory', () => {
  it('finds a story in the home row’s groups or on a creator page', () => {
    const row = [{ author: story('x').author, stories: [story('s1'), story('s2')] }];
    const creatorPage = { username: 'luna', stories: [story('s3')], posts: [] };
    expect(findStory([undefined, row, creatorPage], 's2')?._id).toBe('s2');
    expect(findStory([row, creatorPage], 's3')?._id).toBe('s3');
  });

  it('answers nothing for a story that was never loaded', () => {
    expect(findStory([[{ stories: [story('s1')] }], { posts: [] }, null], 'missing')).toBeUndefined();
  });
});
