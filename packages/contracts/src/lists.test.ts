import { describe, expect, it } from 'vitest';
import { customListInputSchema, listFansQuerySchema, listMessages, spendRange, spendRanks } from './lists.ts';

describe('custom lists', () => {
  it('keeps titles to 3-35 characters and needs a fan', () => {
    const fan = '6f1c2a8e-8a2b-4c1e-9f4b-0d2b3c4d5e6f';
    expect(customListInputSchema.safeParse({ title: 'ab', user_ids: [fan] }).error?.issues[0]?.message).toBe('Title should be 3-35 characters.');
    expect(customListInputSchema.safeParse({ title: 'x'.repeat(36), user_ids: [fan] }).error?.issues[0]?.message).toBe('Title should be 3-35 characters.');
    expect(customListInputSchema.safeParse({ title: 'Top fans', user_ids: [] }).error?.issues[0]?.message).toBe(listMessages.fansRequired);
    expect(customListInputSchema.parse({ title: ' Top fans ', user_ids: [fan] }).title).toBe('Top fans');
  });

  it('turns the spend rank into a range, a custom one only when min ≤ max', () => {
    expect(Object.values(spendRanks).map((rank) => rank.label)).toEqual(['All', 'Under $1K', '$2K-$5K', '$5K-$10K', '$10K-$30K', 'Custom']);
    expect(spendRange('all', { min: '', max: '' })).toEqual({});
    expect(spendRange('under_1k', { min: '', max: '' })).toEqual({ max_spent: 1000 });
    expect(spendRange('5k_10k', { min: '', max: '' })).toEqual({ min_spent: 5000, max_spent: 10000 });
    expect(spendRange('custom', { min: 10, max: 50 })).toEqual({ min_spent: 10, max_spent: 50 });
    expect(spendRange('custom', { min: 50, max: 10 })).toEqual({ error: 'Enter valid min/max (min ≤ max).' });
    expect(spendRange('custom', { min: '', max: 10 })).toEqual({ error: 'Enter valid min/max (min ≤ max).' });
  });

  it('reads the fan filters from a query string', () => {
    expect(listFansQuerySchema.parse({ fan_type: 'subscribers', is_expired: 'true', channel_ids: '6f1c2a8e-8a2b-4c1e-9f4b-0d2b3c4d5e6f', min_spent: '5' })).toEqual({
      fan_type: 'subscribers',
      is_expired: true,
      channel_ids: ['6f1c2a8e-8a2b-4c1e-9f4b-0d2b3c4d5e6f'],
      min_spent: 5,
    });
    expect(listFansQuerySchema.safeParse({ min_spent: '9', max_spent: '1' }).error?.issues[0]?.message).toBe(listMessages.spendRange);
  });
});
