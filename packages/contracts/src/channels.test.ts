import { describe, expect, it } from 'vitest';
import {
  channelFormSchema,
  channelMessages,
  channelNameSchema,
  freeServiceMax,
  hashtagsSchema,
  normaliseHashtag,
  periodPricing,
  todayIso,
  type ChannelFormInput,
  type PeriodPricing,
} from './channels.ts';

const period = (overrides: Partial<PeriodPricing> = {}) => periodPricing({ isActive: true, price: '10', discount: '5', ...overrides });
const off = period({ isActive: false, price: '' });

const form = (overrides: Partial<ChannelFormInput> = {}): ChannelFormInput => ({
  name: 'Night Owl Studio',
  channel_tagname: 'nightowl',
  about: 'Behind the scenes, every week.',
  hashtags: ['art'],
  subscription_type: 'PAID',
  subscription: { MONTHLY: period(), QUARTERLY: off, HALF_YEARLY: off, YEARLY: off },
  perks: [{ icon: 'star', value: 'Exclusive posts' }],
  ...overrides,
});

/** The messages of a form's issues, by dotted path. */
function issues(input: ChannelFormInput): Record<string, string> {
  const result = channelFormSchema.safeParse(input);
  const messages: Record<string, string> = {};
  // The first message of each field, as the form and the API show it.
  if (!result.success) for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}
const monthlyIssues = (changes: Partial<PeriodPricing>) => issues(form({ subscription: { MONTHLY: period(changes), QUARTERLY: off, HALF_YEARLY: off, YEARLY: off } }));
const day = (offset: number) => todayIso(new Date(Date.now() + offset * 86_400_000));

describe('channel name', () => {
  it.each([
    ['', channelMessages.nameRequired],
    ['abc', channelMessages.nameLength],
    ['a'.repeat(51), channelMessages.nameLength],
    [' Night Owl', channelMessages.nameEdgeSpace],
    ['Admin Corner', channelMessages.nameReserved],
    ['1234 !', channelMessages.nameLetter],
    ['Night  Owl', channelMessages.nameConsecutive],
    ['Night!! Owl', channelMessages.nameConsecutive],
    ['Night 🦉 Owl', channelMessages.nameEmoji],
    ['Night\u200dOwl', channelMessages.nameInvisible],
  ])('refuses %j with its message', (name, message) => {
    const result = channelNameSchema.safeParse(name);
    expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
  });

  it("accepts a plain name with single punctuation, like Theo's Table", () => {
    expect(channelNameSchema.safeParse("Theo's Table").success).toBe(true);
    expect(channelNameSchema.safeParse('Studio 54').success).toBe(true);
  });
});

describe('hashtags', () => {
  it('keeps lowercase letters and digits, prefixed #, without duplicates', () => {
    expect(normaliseHashtag('#Fine-Art 2!')).toBe('#fineart2');
    expect(hashtagsSchema.parse(['Art', '#art', 'night_owl'])).toEqual(['#art', '#nightowl']);
  });

  it('needs 1 to 5', () => {
    expect(issues(form({ hashtags: ['***'] })).hashtags).toBe(channelMessages.hashtagsMin);
    expect(issues(form({ hashtags: ['a', 'b', 'c', 'd', 'e', 'f'] })).hashtags).toBe(channelMessages.hashtagsMax);
  });
});

describe('the rest of the form', () => {
  it('accepts a valid paid channel and lowercases the username', () => {
    expect(channelFormSchema.parse(form({ channel_tagname: 'NightOwl' })).channel_tagname).toBe('nightowl');
  });

  it('needs the about text, the subscription type and a benefit', () => {
    expect(issues(form({ about: 'short' })).about).toBe(channelMessages.aboutLength);
    expect(issues(form({ about: 'x'.repeat(3001) })).about).toBe(channelMessages.aboutLength);
    expect(issues(form({ subscription_type: undefined })).subscription_type).toBe(channelMessages.subscriptionTypeRequired);
    expect(issues(form({ perks: [] })).perks).toBe(channelMessages.customBenefitsRequired);
    expect(issues(form({ perks: [], services: ['svc'] })).perks).toBeUndefined();
    expect(issues(form({ perks: [], free_services: [{ type: 'chat', unit: 3, unit_type: 'MessageCount' }] })).perks).toBeUndefined();
    expect(issues(form({ perks: [], free_services: [{ type: 'chat', unit: 0, unit_type: 'MessageCount' }] })).perks).toBe(channelMessages.customBenefitsRequired);
  });

  it('checks perk icons and values', () => {
    expect(issues(form({ perks: [{ icon: 'rocket' as 'star', value: 'x' }] }))['perks.0.icon']).toBe(channelMessages.perkIcon);
    expect(issues(form({ perks: [{ icon: 'star', value: '  ' }] }))['perks.0.value']).toBe(channelMessages.perkValue);
  });

  it('bounds free-service amounts: 10000 units, 365 days, 365 × 1440 minutes', () => {
    expect(freeServiceMax('TurnCount')).toBe(10_000);
    expect(freeServiceMax('Day')).toBe(365);
    expect(freeServiceMax('Hour')).toBe(365 * 24);
    expect(freeServiceMax('Minute')).toBe(365 * 1440);
    expect(issues(form({ free_services: [{ type: 'call', unit: 366, unit_type: 'Day' }] }))['free_services.0.unit']).toBe('Amount must be between 0 and 365');
    expect(issues(form({ free_services: [{ type: 'call', unit: -1, unit_type: 'Minute' }] }))['free_services.0.unit']).toBe('Amount must be between 0 and 525600');
    expect(issues(form({ free_services: [{ type: 'call', unit: 525_600, unit_type: 'Minute' }] }))).toEqual({});
  });
});

describe('pricing', () => {
  it.each([
    ['', channelMessages.priceRequired],
    ['4.99', channelMessages.priceMinimum],
    ['05', channelMessages.priceLeadingZero],
    ['five', channelMessages.priceNumber],
    ['5.001', channelMessages.priceDecimals],
    ['12345678.90', channelMessages.priceLength],
  ])('refuses the price %j', (price, message) => {
    expect(monthlyIssues({ price })['subscription.MONTHLY.price']).toBe(message);
  });

  it('accepts $5.00 exactly and skips inactive periods', () => {
    expect(monthlyIssues({ price: '5.00' })).toEqual({});
    expect(issues(form({ subscription: { MONTHLY: period(), QUARTERLY: period({ isActive: false, price: 'junk' }), HALF_YEARLY: off, YEARLY: off } }))).toEqual({});
  });

  it('needs one active period on a paid channel, none on a free one', () => {
    const none = { MONTHLY: off, QUARTERLY: off, HALF_YEARLY: off, YEARLY: off };
    expect(issues(form({ subscription: none })).subscription).toBe(channelMessages.oneActivePeriod);
    expect(issues(form({ subscription_type: 'FREE', subscription: none }))).toEqual({});
    expect(issues(form({ subscription_type: 'FREE', subscription: undefined }))).toEqual({});
    expect(issues(form({ subscription: undefined })).subscription).toBe(channelMessages.oneActivePeriod);
  });

  const permanent = { hasDiscount: true, is_permanant: true } as const;
  it.each([
    [{ discount: '' }, channelMessages.discountRequired],
    [{ discount: '0' }, channelMessages.discountZero],
    [{ discount: '05' }, channelMessages.discountLeadingZero],
    [{ discount: 'ten' }, channelMessages.discountNumber],
    [{ discount: '100.5' }, channelMessages.discountPercentMax],
    [{ discount: '10', discountType: 'amount' as const }, channelMessages.discountAmountMax],
    [{ discount: '60' }, channelMessages.discountFinalMinimum],
  ])('refuses the discount %j', (changes, message) => {
    expect(monthlyIssues({ ...permanent, ...changes })['subscription.MONTHLY.discount']).toBe(message);
  });

  it('judges the discounted price per month: a yearly $120 plan may take 50% ($5/month) but not 51%', () => {
    const yearly = (discount: string) => issues(form({ subscription: { MONTHLY: off, QUARTERLY: off, HALF_YEARLY: off, YEARLY: period({ price: '120', ...permanent, discount }) } }));
    expect(yearly('50')).toEqual({});
    expect(yearly('51')['subscription.YEARLY.discount']).toBe(channelMessages.discountFinalMinimum);
  });

  it('checks the dates of a discount that is not permanent', () => {
    const dated = (startDate: string | null, endDate: string | null) => monthlyIssues({ hasDiscount: true, discount: '10', startDate, endDate });
    expect(dated(day(0), day(10))).toEqual({});
    expect(dated(null, null)).toEqual({ 'subscription.MONTHLY.startDate': channelMessages.startDateRequired, 'subscription.MONTHLY.endDate': channelMessages.endDateRequired });
    expect(dated(day(-1), day(10))['subscription.MONTHLY.startDate']).toBe(channelMessages.startDateBeforeToday);
    expect(dated(day(5), day(2))).toEqual({ 'subscription.MONTHLY.startDate': channelMessages.startDateAfterEnd, 'subscription.MONTHLY.endDate': channelMessages.endDateBeforeStart });
    expect(dated(day(0), day(-1))['subscription.MONTHLY.endDate']).toBe(channelMessages.endDateBeforeToday);
  });
});
