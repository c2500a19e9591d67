import { describe, expect, it } from 'vitest';
import { chatMediaPurchaseSchema, chatMediaSendSchema } from './chat-media.ts';

const id = '0c0a8f8e-8f2b-4c3a-9d5e-1a2b3c4d5e6f';
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('chatMediaSendSchema (paid chat media)', () => {
  const send = (input: object) => chatMediaSendSchema.safeParse({ channel_id: id, media_ids: [id], ...input });

  it('takes a fee between $5 and $50,000 with at most two decimals', () => {
    expect(messagesOf(send({}))).toEqual([['media_fee', 'Unlock fee is required']]);
    expect(messagesOf(send({ media_fee: 4.99 }))).toEqual([['media_fee', 'Price must be at least $5']]);
    expect(messagesOf(send({ media_fee: 50_000.01 }))).toEqual([['media_fee', 'Price must be less than $50,000']]);
    expect(messagesOf(send({ media_fee: 5.001 }))).toEqual([['media_fee', 'Amounts have at most two decimals']]);
    expect(send({ media_fee: 5 }).data).toEqual({ channel_id: id, media_ids: [id], media_fee: 5, message_text: '' });
  });

  it('needs one to ten photos and refuses unknown fields', () => {
    expect(messagesOf(send({ media_fee: 5, media_ids: [] }))).toEqual([['media_ids', 'Add at least one photo']]);
    expect(messagesOf(send({ media_fee: 5, media_ids: Array.from({ length: 11 }, () => id) }))).toEqual([['media_ids', 'A message can have at most 10 photos']]);
    expect(send({ media_fee: 5, is_unlocked: true }).success).toBe(false);
  });
});

describe('chatMediaPurchaseSchema (Purchase chat media)', () => {
  const payload = { chat_media_id: id, seller_id: id, converse_id: id, converse_message_id: id, creation_time: '2026-01-01T00:00:00.000Z' };

  it('takes wallet and iDEAL only', () => {
    expect(chatMediaPurchaseSchema.safeParse({ ...payload, payment_mode: 'wallet' }).success).toBe(true);
    expect(chatMediaPurchaseSchema.safeParse({ ...payload, payment_mode: 'iDEAL' }).success).toBe(true);
    expect(messagesOf(chatMediaPurchaseSchema.safeParse({ ...payload, payment_mode: 'card' }))).toEqual([['payment_mode', 'Chat media purchase: wallet and iDEAL only']]);
    expect(messagesOf(chatMediaPurchaseSchema.safeParse(payload))).toEqual([['payment_mode', 'Payment Type is required']]);
  });
});
