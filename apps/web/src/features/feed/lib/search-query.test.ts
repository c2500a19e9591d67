import { describe, expect, it } from 'vitest';
import { searchPlan } from './search-query';

describe('searchPlan', () => {
  it('searches nothing for a blank query', () => {
    expect(searchPlan('   ')).toEqual({ creators: null, hashtags: null });
  });

  it('keeps the # for the creator search (a channel hashtag) and drops it for the hashtag search', () => {
    expect(searchPlan('#Fitness ')).toEqual({ creators: '#Fitness', hashtags: 'Fitness' });
    expect(searchPlan('#')).toEqual({ creators: null, hashtags: null });
  });

  it('looks for creators from 2 characters, and for hashtags from the first', () => {
    expect(searchPlan('l')).toEqual({ creators: null, hashtags: 'l' });
    expect(searchPlan(' lu ')).toEqual({ creators: 'lu', hashtags: 'lu' });
  });
});
