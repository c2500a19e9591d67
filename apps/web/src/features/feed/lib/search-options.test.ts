import type { CreatorCard } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { QUICK_RESULTS, searchOptions } from './search-options';

const creator = (username: string): CreatorCard => ({
  _id: username,
  username,
  display_name: username.toUpperCase(),
  avatar: null,
  background: null,
  bio: '',
  links: [],
  channel: null,
  post_count: 0,
});

describe('searchOptions', () => {
  it('offers nothing before something is typed', () => {
    expect(searchOptions('  ', [creator('luna')], [])).toEqual([]);
  });

  it('leads to creator pages, hashtag pages and then all the results', () => {
    expect(searchOptions(' lu ', [creator('luna')], [{ tag: 'lumix', post_count: 3, channel_count: 0 }])).toEqual([
      { value: '/creator/luna', label: 'LUNA (@luna)', group: 'Creators' },
      { value: '/hashtag/lumix', label: '#lumix', group: 'Hashtags' },
      { value: '/search?q=lu', label: 'See all results for “lu”', group: 'Search' },
    ]);
  });

  it('lists a few of each kind only', () => {
    const many = Array.from({ length: QUICK_RESULTS + 3 }, (_, index) => creator(`c${index}`));
    expect(searchOptions('c', many, []).filter((option) => option.group === 'Creators')).toHaveLength(QUICK_RESULTS);
  });
});
