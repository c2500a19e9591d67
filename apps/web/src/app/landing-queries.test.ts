import { describe, expect, it } from 'vitest';
import { creatorKeys } from '@/shared/queries/content-keys';
import { landingQueries } from './landing-queries';

describe('landingQueries', () => {
  it("holds the home page's creator cards from the answer sent with the page", () => {
    const queryClient = landingQueries('/', { '/api/creators': { data: [] } });
    expect(queryClient.getQueryData(creatorKeys.list())).toEqual([]);
  });

  it('holds nothing a page was not sent, and nothing for a page that is not a landing one', () => {
    expect(landingQueries('/creator/luna', {}).getQueryCache().getAll()).toEqual([]);
    expect(landingQueries('/search', { '/api/creators': { data: [] } }).getQueryCache().getAll()).toEqual([]);
  });

  it('refuses an answer that does not match the contract, as the browser would', () => {
    expect(() => landingQueries('/', { '/api/creators': { data: [{ username: 42 }] } })).toThrow();
  });
});
