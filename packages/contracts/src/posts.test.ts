import { describe, expect, it } from 'vitest';
import { createPostSchema, parseHashtags } from './posts.ts';

describe('parseHashtags', () => {
  it('reads #tags of any script, lowercased, once each', () => {
    expect(parseHashtags('Blue hour #Film #film #München, #photo_walk and #日本')).toEqual(['film', 'münchen', 'photo_walk', '日本']);
    expect(parseHashtags('no tags # here')).toEqual([]);
  });
});

describe('createPostSchema', () => {
  it('defaults a post to free with no media or collaborators', () => {
    expect(createPostSchema.parse({ text: ' Hello ' })).toEqual({ text: 'Hello', media_ids: [], visibility: 'free', collaborators: [] });
  });

  it('names the field of each rule it breaks', () => {
    const issues = (input: object) => createPostSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ text: 'x', visibility: 'subscribers' })).toEqual([['channel_id', 'Choose the channel whose subscribers see this post']]);
    expect(issues({ text: 'x', visibility: 'paid', price: 501 })).toEqual([['price', 'Price should not exceed 500']]);
    const collaborators = [
      { user_id: '0c0a8f8e-8f2b-4c3a-9d5e-1a2b3c4d5e6f', percent: 50 },
      { user_id: '1c0a8f8e-8f2b-4c3a-9d5e-1a2b3c4d5e6f', percent: 41 },
    ];
    expect(issues({ text: 'x', collaborators })).toEqual([['collaborators', 'Collaborators together get at most 90 percent']]);
  });
});
