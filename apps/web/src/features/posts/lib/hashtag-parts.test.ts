import { describe, expect, it } from 'vitest';
import { hashtagParts } from './hashtag-parts';

describe('hashtagParts', () => {
  it('cuts the text around each hashtag, keeping the reader’s spelling and the lowercase tag', () => {
    expect(hashtagParts('Blue hour #Film and #bluehour_2!')).toEqual([
      { kind: 'text', text: 'Blue hour ' },
      { kind: 'hashtag', text: '#Film', tag: 'film' },
      { kind: 'text', text: ' and ' },
      { kind: 'hashtag', text: '#bluehour_2', tag: 'bluehour_2' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('takes hashtags in any script and leaves a lone # as text', () => {
    expect(hashtagParts('#été # alone')).toEqual([
      { kind: 'hashtag', text: '#été', tag: 'été' },
      { kind: 'text', text: ' # alone' },
    ]);
  });

  it('gives a text without hashtags back whole', () => {
    expect(hashtagParts('no tags here')).toEqual([{ kind: 'text', text: 'no tags here' }]);
  });
});
