import { describe, expect, it } from 'vitest';
import { chatMessageSchema } from './chat.ts';
import { counterAnswerSchema, counterFormSchema, deliveryProblems, requestInputSchema, requestMessages, requestPrice, requestResponseSchema, type RequestInput } from './requests.ts';
import type { Service } from './services.ts';

const ids = { creator: '7b0c3f5e-1111-4a4a-9a9a-000000000001', service: '7b0c3f5e-1111-4a4a-9a9a-000000000002', card: '7b0c3f5e-1111-4a4a-9a9a-000000000003' };
const base = (overrides: Partial<RequestInput>): RequestInput => ({ type: 'CUSTOM-SERVICE', target_user: ids.creator, service_id: ids.service, request_note: 'Hi', payment_mode: 'wallet', ...overrides });
const issues = (input: RequestInput) => {
  const result = requestInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const service = (overrides: Partial<Service>) =>
  ({ type: 'VOICE', price: 5, has_discount: false, discount: null, fixed_price: true, min_price: null, service_type: 'per_minute', duration: null, ...overrides }) as Service;

describe('requestInputSchema', () => {
  it('gives the spec messages for a rating and a custom request', () => {
    expect(issues(base({ type: 'RATING', request_note: '' }))).toEqual({ media: requestMessages.noFile, request_note: requestMessages.descriptionRequired, 'extra_data.rating_type': requestMessages.ratingTypeRequired });
    expect(issues(base({ request_note: '   ' }))).toEqual({ request_note: requestMessages.descriptionRequired });
    const four = Array.from({ length: 4 }, () => ({ path: '/a.jpg', type: 'image' as const }));
    expect(issues(base({ media: four })).media).toBe(requestMessages.tooManyFiles);
    expect(issues(base({ payment_mode: 'card' })).tokenised_card_id).toBe('Card selection is required');
    expect(issues(base({ proposed_duration: 0 })).proposed_duration).toBe(requestMessages.durationMinimum);
    expect(issues(base({ proposed_duration: 1441 })).proposed_duration).toBe(requestMessages.durationMaximum);
  });
});

describe('requestPrice', () => {
  it('takes minutes × the price a minute, the offer price while it runs', () => {
    expect(requestPrice(service({}), { proposed_duration: 3 })).toEqual({ ok: true, cents: 1500, durationSeconds: 180 });
    const offer = service({ has_discount: true, discount: { discount_value: 4, expires_on: '2999-01-01' } });
    expect(requestPrice(offer, { proposed_duration: 10 })).toMatchObject({ cents: 4000 });
    expect(requestPrice(service({}), {})).toMatchObject({ ok: false, message: requestMessages.durationRequired });
  });

  it('caps a voice request at 720 minutes with its own message, a video request with the 24-hour one', () => {
    expect(requestPrice(service({}), { proposed_duration: 720 })).toEqual({ ok: true, cents: 360000, durationSeconds: 43200 });
    expect(requestPrice(service({}), { proposed_duration: 721 })).toEqual({ ok: false, field: 'proposed_duration', message: 'Duration must be less than 12 hours' });
    expect(requestPrice(service({ type: 'VIDEO' }), { proposed_duration: 721 })).toMatchObject({ ok: false, message: requestMessages.durationMaximum });
  });

  it('charges a fixed-duration call its price and a flexible service the fan’s amount, never under its minimum', () => {
    expect(requestPrice(service({ service_type: 'fixed_duration', duration: 600, price: 30 }), { proposed_duration: 99 })).toEqual({ ok: true, cents: 3000, durationSeconds: 600 });
    const flexible = service({ type: 'CUSTOM-SERVICE', service_type: null, fixed_price: false, min_price: 20, price: 0 });
    expect(requestPrice(flexible, { proposed_amount: 19.99 })).toMatchObject({ ok: false, message: requestMessages.amountBelowMin });
    expect(requestPrice(flexible, {})).toMatchObject({ ok: false, message: requestMessages.amountRequired });
    expect(requestPrice(flexible, { proposed_amount: 25.5 })).toEqual({ ok: true, cents: 2550, durationSeconds: null });
  });
});

describe('answers', () => {
  it('needs a counter price or a status, and a counter above the request', () => {
    expect(requestResponseSchema.safeParse({}).success).toBe(false);
    expect(requestResponseSchema.safeParse({ status: 3 }).success).toBe(false);
    expect(counterFormSchema(25).safeParse({ counter_offer_price: 25 }).error?.issues[0]?.message).toBe("You can't counter less than the fan's request");
    expect(counterFormSchema(25).safeParse({ counter_offer_price: 30 }).success).toBe(true);
    expect(counterAnswerSchema.safeParse({ counter_status: 'accepted', payment_mode: 'card' }).success).toBe(false);
    expect(counterAnswerSchema.parse({ counter_status: 'rejected' }).payment_mode).toBe('wallet');
  });

  it('asks a custom delivery for a description and a media file, a rating for a description', () => {
    expect(deliveryProblems('CUSTOM-SERVICE', { details: ' ', media: [] })).toEqual({ details: requestMessages.descriptionRequired, media: requestMessages.deliveryMediaRequired });
    expect(deliveryProblems('RATING', { details: 'Nice', media: [] })).toEqual({});
    expect(deliveryProblems('VOICE', { media: [] })).toEqual({});
  });

  it('keeps a request message’s meta through the chat message schema', () => {
    const meta = { type: 'CUSTOM-SERVICE', reqId: 'r1', price: 25, offered_amount: 30, requestAccept: 'sent', counter_status: 'pending', request_icon: null } as const;
    const message = { _id: 'm', message_id: 'm', messageId: 'm', converse_id: 'c', sender_id: 's', message_text: '', media: [], meta, kind: 'counter-offer', createdAt: '', edited_at: null, receipts: [], seen_count: 0 };
    expect(chatMessageSchema.parse(message).meta).toEqual(meta);
  });
});
