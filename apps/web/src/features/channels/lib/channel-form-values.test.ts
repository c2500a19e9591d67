import { channelFormSchema, channelMessages, type ChannelFormInput } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { channelLocks, defaultPeriod, emptyChannelForm, formFromChannel, togglePeriod } from './channel-form-values';
import { channel, pkg, quarterly } from './fixtures.test-support';

const messagesOf = (form: ChannelFormInput) => {
  const result = channelFormSchema.safeParse(form);
  const messages: Record<string, string> = {};
  // The first message of each field, as the form and the API show it.
  if (!result.success) for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

describe('a new channel form', () => {
  it('starts paid, monthly on at the default price 5, with a default discount of 5 percent ready but off', () => {
    const form = emptyChannelForm();
    expect(form.subscription_type).toBe('PAID');
    expect(form.subscription!.MONTHLY).toMatchObject({ isActive: true, price: '5', hasDiscount: false, discount: '5', discountType: 'percentage' });
    expect(form.subscription!.YEARLY.isActive).toBe(false);
  });

  it('shows the rules of the shared schema on an empty form', () => {
    expect(messagesOf(emptyChannelForm())).toMatchObject({
      name: channelMessages.nameRequired,
      channel_tagname: channelMessages.usernameRequired,
      about: channelMessages.aboutLength,
      hashtags: channelMessages.hashtagsMin,
      perks: channelMessages.customBenefitsRequired,
    });
  });

  it('accepts the defaults once the fields are filled in: $5.00 is the starting price', () => {
    const filled = { ...emptyChannelForm(), name: 'Night Owl Studio', channel_tagname: 'nightowl', about: 'Behind the scenes.', hashtags: ['art'], perks: [{ icon: 'star' as const, value: 'Posts' }] };
    expect(messagesOf(filled)).toEqual({});
  });
});

describe('togglePeriod', () => {
  const pricing = { ...emptyChannelForm().subscription!, MONTHLY: defaultPeriod(true, 9.99) };

  it('prefills a period switched on with the monthly price times its months', () => {
    expect(togglePeriod(pricing, 'QUARTERLY', true)).toMatchObject({ isActive: true, price: '29.97' });
    expect(togglePeriod(pricing, 'HALF_YEARLY', true).price).toBe('59.94');
    expect(togglePeriod(pricing, 'YEARLY', true).price).toBe('119.88');
  });

  it('falls back to the default price when the monthly price is not a number', () => {
    expect(togglePeriod({ ...pricing, MONTHLY: { ...pricing.MONTHLY, price: 'abc' } }, 'QUARTERLY', true).price).toBe('15');
  });

  it('keeps the typed price when switched off', () => {
    const typed = { ...pricing, YEARLY: { ...pricing.YEARLY, isActive: true, price: '99' } };
    expect(togglePeriod(typed, 'YEARLY', false)).toMatchObject({ isActive: false, price: '99' });
  });
});

describe('formFromChannel', () => {
  it('fills the edit form from the channel and its packages, discounts included', () => {
    const form = formFromChannel(channel());
    expect(form).toMatchObject({ name: 'Night Owl Studio', channel_tagname: 'nightowl', hashtags: ['#art'], subscription_type: 'PAID' });
    expect(form.subscription!.MONTHLY).toMatchObject({ isActive: true, price: '9.99', hasDiscount: false });
    expect(form.subscription!.QUARTERLY).toMatchObject({ isActive: true, price: '26.97', hasDiscount: true, discount: '10', is_permanant: true, applies_on_renewal: true });
    expect(form.subscription!.YEARLY.isActive).toBe(false);
    expect(messagesOf(form)).toEqual({});
  });

  it('keeps a deactivated package off', () => {
    expect(formFromChannel(channel({ packages: [pkg(), { ...quarterly, is_active: false }] })).subscription!.QUARTERLY.isActive).toBe(false);
  });
});

describe('channelLocks', () => {
  it('locks nothing but the username on a channel without subscribers, and nothing on a new one', () => {
    expect(channelLocks(undefined)).toMatchObject({ username: false, subscriptionType: false, perks: false });
    expect(channelLocks(channel())).toMatchObject({ username: true, subscriptionType: false, perks: false });
  });

  it('locks the subscription type, the perks and the plans with subscribers once anyone subscribed', () => {
    const locks = channelLocks(channel({ counter: { subscriber_count: 2 } }), [
      { package_id: 'pkg-monthly', validity_type: 'MONTHLY', subscriber_count: 2 },
      { package_id: 'pkg-quarterly', validity_type: 'QUARTERLY', subscriber_count: 0 },
    ]);
    expect(locks).toMatchObject({ subscriptionType: true, perks: true });
    expect(locks.periodHasSubscribers('MONTHLY')).toBe(true);
    expect(locks.periodHasSubscribers('QUARTERLY')).toBe(false);
  });
});
