import { describe, expect, it } from 'vitest';
import { collabFormDefaults, collabFormSchema, collabPayload, prefilledPrice, sharesHint, sharesTotal, type CollabFormInput } from './collab-form';

const valid: CollabFormInput = {
  ...collabFormDefaults,
  name: 'Night duo',
  about: 'Two creators, one feed.',
  owner_share_percent: 60,
  members: [
    { username: '@Mila', share_percent: 25 },
    { username: 'ana', share_percent: 15 },
  ],
};

const messagesOf = (input: CollabFormInput) => collabFormSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the shares of a collab', () => {
  it('add the owner and every member', () => {
    expect(sharesTotal(60, [{ share_percent: 25 }, { share_percent: 15 }])).toBe(100);
    expect(sharesTotal('', [{ share_percent: 30 }, { share_percent: '' }])).toBe(30);
  });

  it('say how far they are from 100', () => {
    expect(sharesHint(100)).toBeNull();
    expect(sharesHint(80)).toBe('Shares: 80% of 100%, 20% left to share');
    expect(sharesHint(110)).toBe('Shares: 110% of 100%, 10% too much');
  });

  it('must sum to exactly 100', () => {
    expect(messagesOf(valid)).toEqual([]);
    expect(messagesOf({ ...valid, owner_share_percent: 50 })).toEqual([['members', 'Shares must add up to 100%']]);
  });

  it('are whole percentages from 1 to 100', () => {
    expect(messagesOf({ ...valid, owner_share_percent: 59.5, members: [{ username: 'mila', share_percent: 40.5 }] })).toContainEqual([
      'owner_share_percent',
      'Each share must be between 1 and 100',
    ]);
    expect(messagesOf({ ...valid, owner_share_percent: 100, members: [{ username: 'mila', share_percent: 0 }] })).toContainEqual([
      'members.0.share_percent',
      'Each share must be between 1 and 100',
    ]);
  });
});

describe('the members of a collab', () => {
  it('need at least one other creator, each named once', () => {
    expect(messagesOf({ ...valid, owner_share_percent: 100, members: [] })).toContainEqual(['members', 'Add at least one other creator']);
    expect(
      messagesOf({ ...valid, members: [{ username: 'mila', share_percent: 20 }, { username: '@MILA', share_percent: 20 }] }),
    ).toContainEqual(['members.1.username', 'Each creator can be added once']);
    expect(messagesOf({ ...valid, members: [{ username: ' ', share_percent: 40 }] })).toContainEqual(['members.0.username', 'Enter the creator’s username']);
  });
});

describe('the packages of a collab', () => {
  it('follow the channel pricing rules: at least one period, at least $5.00', () => {
    const periods = collabFormDefaults.periods.map((period) => ({ ...period, is_active: false }));
    expect(messagesOf({ ...valid, periods })).toContainEqual(['periods', 'At least one plan must be active']);
    const cheap = collabFormDefaults.periods.map((period) => (period.validity_type === 'MONTHLY' ? { ...period, price: 4.99 } : period));
    expect(messagesOf({ ...valid, periods: cheap })).toContainEqual(['periods.0.price', 'Starting price must be at least $5.00']);
    const empty = collabFormDefaults.periods.map((period) => (period.validity_type === 'MONTHLY' ? { ...period, price: '' as const } : period));
    expect(messagesOf({ ...valid, periods: empty })).toContainEqual(['periods.0.price', 'Price is required']);
  });

  it('prefill a period switched on at the monthly price times its months', () => {
    expect(prefilledPrice(collabFormDefaults.periods, 'QUARTERLY')).toBe(15);
    expect(prefilledPrice(collabFormDefaults.periods, 'YEARLY')).toBe(60);
    const noMonthly = collabFormDefaults.periods.map((period) => ({ ...period, price: '' as const }));
    expect(prefilledPrice(noMonthly, 'YEARLY')).toBe('');
  });
});

describe('collabPayload', () => {
  it('sends the creators’ ids and only the periods on offer, with their discounts', () => {
    const periods = collabFormDefaults.periods.map((period) =>
      period.validity_type === 'YEARLY' ? { ...period, is_active: true, price: 60, discount_percentage: 5 } : period,
    );
    const form = collabFormSchema.parse({ ...valid, periods });
    const payload = collabPayload(form, new Map([['mila', 'id-mila'], ['ana', 'id-ana']]));
    expect(payload.members).toEqual([
      { creator_id: 'id-mila', share_percent: 25 },
      { creator_id: 'id-ana', share_percent: 15 },
    ]);
    expect(payload.packages).toEqual([
      { validity_type: 'MONTHLY', price: 5, is_active: true, discount: null },
      { validity_type: 'YEARLY', price: 60, is_active: true, discount: { type: 'percentage', percentage: 5, is_permanant: true } },
    ]);
  });
});
