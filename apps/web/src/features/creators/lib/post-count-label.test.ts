import { describe, expect, it } from 'vitest';
import { postCountLabel } from './post-count-label';

describe('postCountLabel', () => {
  it('uses the singular for one post only', () => {
    expect(postCountLabel(0)).toBe('0 posts');
    expect(postCountLabel(1)).toBe('1 post');
    expect(postCountLabel(2)).toBe('2 posts');
  });

  it('shows large counts in compact form', () => {
    expect(postCountLabel(1540)).toBe('1.5k posts');
  });
});
