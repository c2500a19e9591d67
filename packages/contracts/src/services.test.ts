import { describe, expect, it } from 'vitest';
import { effectivePrice, isOfferedToFans, serviceInputSchema, serviceMessages, serviceSchemaFor, servicesQuerySchema, todayIsoDate, type ServiceInput } from './services.ts';

const day = (offset: number) => todayIsoDate(new Date(Date.now() + offset * 86_400_000));

/** The first message of each field, as the form and the API show it. */
function issues(input: ServiceInput, schema = serviceInputSchema): Record<string, string> {
  const result = schema.safeParse(input);
  const messages: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

const custom = (overrides: Partial<ServiceInput> = {}): ServiceInput => ({ type: 'CUSTOM-SERVICE', name: 'Shout-out', includes: 'A 30 second video', price: 20, ...overrides });
const voice = (overrides: Partial<ServiceInput> = {}): ServiceInput => ({ type: 'VOICE', name: 'Voice call', service_type: 'fixed_duration', duration: 600, price: 30, ...overrides });

describe('service name', () => {
  it.each([
    ['', serviceMessages.nameRequired],
    ['ab', serviceMessages.nameLength],
    ['x'.repeat(31), serviceMessages.nameLength],
  ])('%j: %s', (name, message) => expect(issues(custom({ name })).name).toBe(message));

  it('takes 3 to 30 characters, trimmed', () => {
    expect(serviceInputSchema.parse(custom({ name: '  Abc  ' })).name).toBe('Abc');
    expect(issues(custom({ name: 'x'.repeat(30) }))).toEqual({});
  });
});

describe('price', () => {
  it.each([
    [undefined, serviceMessages.priceRequired],
    [4.99, serviceMessages.priceMinimum],
    [50_000.01, serviceMessages.priceMaximum],
  ])('fixed price %s: %s', (price, message) => expect(issues(custom({ price })).price).toBe(message));

  it('accepts the bounds', () => {
    expect(issues(custom({ price: 5 }))).toEqual({});
    expect(issues(custom({ price: 50_000 }))).toEqual({});
  });

  it('asks for a minimum price with the same bounds when not fixed', () => {
    expect(issues(custom({ fixed_price: false, price: undefined })).min_price).toBe(serviceMessages.priceRequired);
    expect(issues(custom({ fixed_price: false, min_price: 4 })).min_price).toBe(serviceMessages.priceMinimum);
    expect(issues(custom({ fixed_price: false, min_price: 60_000 })).min_price).toBe(serviceMessages.priceMaximum);
    expect(serviceInputSchema.parse(custom({ fixed_price: false, min_price: 10 }))).toMatchObject({ price: null, min_price: 10 });
  });

  it('turning off fixed price turns off the discount', () => {
    const values = serviceInputSchema.parse(custom({ fixed_price: false, min_price: 10, has_discount: true, discount: { discount_value: 5, expires_on: day(3) } }));
    expect(values).toMatchObject({ has_discount: false, discount: null });
  });
});

describe('calls', () => {
  it('VOICE and VIDEO force fixed price on and need a service type', () => {
    expect(serviceInputSchema.parse(voice({ fixed_price: false })).fixed_price).toBe(true);
    expect(issues(voice({ service_type: undefined })).service_type).toBe(serviceMessages.callTypeRequired);
    expect(issues({ type: 'VIDEO', name: 'Video call', price: 10 }).service_type).toBe(serviceMessages.callTypeRequired);
  });

  it.each([
    [undefined, serviceMessages.durationRequired],
    [60, serviceMessages.durationMinimum],
    [721 * 60, serviceMessages.durationMaximum],
  ])('fixed duration of %s seconds: %s', (duration, message) => expect(issues(voice({ duration })).duration).toBe(message));

  it('reads the duration in minutes in the form', () => {
    const form = serviceSchemaFor('minutes');
    expect(issues(voice({ duration: 720 }), form)).toEqual({});
    expect(issues(voice({ duration: 721 }), form).duration).toBe(serviceMessages.durationMaximum);
    expect(issues(voice({ duration: 1 }), form).duration).toBe(serviceMessages.durationMinimum);
  });

  it('drops the duration of a per-minute call', () => {
    expect(serviceInputSchema.parse(voice({ service_type: 'per_minute', duration: 5 })).duration).toBeNull();
  });
});

describe('discount', () => {
  const discounted = (discount: ServiceInput['discount']) => issues(custom({ has_discount: true, discount }));

  it("needs an offer price below the price, in the spec's words", () => {
    expect(discounted({ expires_on: day(2) })['discount.discount_value']).toBe(serviceMessages.offerPriceRequired);
    expect(discounted({ discount_value: 20, expires_on: day(2) })['discount.discount_value']).toBe('Offer price should must be less than the price');
    expect(discounted({ discount_value: 15, expires_on: day(2) })).toEqual({});
  });

  it('needs an expiry in the future', () => {
    expect(discounted({ discount_value: 15 })['discount.expires_on']).toBe(serviceMessages.expiryRequired);
    expect(discounted({ discount_value: 15, expires_on: day(0) })['discount.expires_on']).toBe(serviceMessages.expiryInFuture);
    expect(discounted({ discount_value: 15, expires_on: 'soon' })['discount.expires_on']).toBe(serviceMessages.expiryInFuture);
  });

  it('prices at the offer until the end of its expiry day', () => {
    const service = { price: 20, has_discount: true, discount: { discount_value: 15, expires_on: '2026-03-01' } };
    expect(effectivePrice(service, new Date('2026-03-01T23:00:00Z'))).toBe(15);
    expect(effectivePrice(service, new Date('2026-03-02T00:00:00Z'))).toBe(20);
  });
});

describe('includes, note and chat fees', () => {
  it('needs includes for custom services and ratings, at most 30 characters', () => {
    expect(issues(custom({ includes: '' })).includes).toBe(serviceMessages.includesRequired);
    expect(issues({ type: 'RATING', name: 'Rate me', price: 10 }).includes).toBe(serviceMessages.includesRequired);
    expect(issues(custom({ includes: 'x'.repeat(31) })).includes).toBe(serviceMessages.includesMaximum);
  });

  it('keeps the note to 50 characters', () => {
    expect(issues(custom({ note: 'x'.repeat(51) })).note).toBe(serviceMessages.noteMaximum);
  });

  it('needs a chat fee type and at least 5 messages for PerMessage', () => {
    expect(issues({ type: 'CHAT-FEE', name: 'Chat', price: 10 }).chat_fee_type).toBe(serviceMessages.chatFeeTypeRequired);
    expect(issues({ type: 'CHAT-FEE', name: 'Chat', price: 10, chat_fee_type: 'PerMessage', amount_of_messages: 4 }).amount_of_messages).toBe(serviceMessages.messagesMinimum);
    expect(issues({ type: 'CHAT-FEE', name: 'Chat', price: 10, chat_fee_type: 'PerMessage', amount_of_messages: 5 })).toEqual({});
  });

  it('gives timed chat fees a validity of 1 to 12 units and lets a Free one go without a price', () => {
    expect(serviceInputSchema.parse({ type: 'CHAT-FEE', name: 'Weekly', price: 10, chat_fee_type: 'Week' }).unit).toBe(1);
    expect(issues({ type: 'CHAT-FEE', name: 'Weekly', price: 10, chat_fee_type: 'Week', unit: 13 }).unit).toBe(serviceMessages.unitRange);
    expect(issues({ type: 'CHAT-FEE', name: 'Free chat', chat_fee_type: 'Free' })).toEqual({});
  });
});

describe('services query', () => {
  it('reads filter_out as a list of types', () => {
    expect(servicesQuerySchema.parse({ filter_out: 'VIDEO,VOICE' }).filter_out).toEqual(['VIDEO', 'VOICE']);
    expect(servicesQuerySchema.safeParse({ filter_out: 'TAROT' }).success).toBe(false);
  });
});

describe('isOfferedToFans', () => {
  it('shows active services, and chat fees once priced or Free', () => {
    expect(isOfferedToFans({ is_active: true, type: 'VOICE', chat_fee_type: null, price: 10 })).toBe(true);
    expect(isOfferedToFans({ is_active: false, type: 'VOICE', chat_fee_type: null, price: 10 })).toBe(false);
    expect(isOfferedToFans({ is_active: true, type: 'CHAT-FEE', chat_fee_type: 'Week', price: 0 })).toBe(false);
    expect(isOfferedToFans({ is_active: true, type: 'CHAT-FEE', chat_fee_type: 'Free', price: 0 })).toBe(true);
  });
});
