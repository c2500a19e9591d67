import { describe, expect, it } from 'vitest';
import { searchParamsOf, withQuery } from './search-params';

describe('withQuery', () => {
  it('keeps set values and leaves out unset and empty ones', () => {
    expect(withQuery('/api/admin/audit', { action: 'ban', actor_id: undefined, q: '', before: 12, to: null })).toBe('/api/admin/audit?action=ban&before=12');
  });

  it('answers the bare path when nothing is set, and encodes what it sends', () => {
    expect(withQuery('/api/admin/users', { query: '' })).toBe('/api/admin/users');
    expect(searchParamsOf({ query: 'a&b c' }).toString()).toBe('query=a%26b+c');
  });
});
