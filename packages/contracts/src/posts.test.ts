import { describe, expect, it } from 'vitest';
import { createPostSchema } from './post-inputs.ts';
import { parseHashtags } from './posts.ts';

describe('parseHashtags', () => {
  it('reads #tags of any script, lowercased, once each', () => {
    expect(parseHashtags('Blue hour #Film #film #München, #photo_walk and #日本')).toEqual(['film', 'münchen', 'photo_walk', '日本']);
    expect(parseHashtags('no tags # here')).toEqual([]);
  });
});

describe('createPostSchema', () => {
  it('defaults a post to free with no media or collaborators', () => {
    expect(createPostSchema.parse({ text: ' Hello ' })).toEqual({ text: 'Hello', media_ids: [], vault_media_ids: [], visibility: 'free', collaborators: [] });
  });

  it('takes vault media alone, and counts them with the uploads against the ten-media limit', () => {
    const id = '3f2b9a4e-5d6c-4b7a-8e9f-0a1b2c3d4e5f';
    expect(createPostSchema.safeParse({ vault_media_ids: [id] }).success).toBe(true);
    const tooMany = createPostSchema.safeParse({ media_ids: Array.from({ length: 10 }, () => id), vault_media_ids: [id] });
    expect(tooMany.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['vault_media_ids', 'A post can have at most 10 photos or videos']]);
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
