import { chatMediaMessages, serviceMessages, type ChatMediaView } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { paidMediaFormSchema, paidMediaOf, purchasePayload, unlockLabel } from './paid-media';

const id = '6f1c1b9e-6a51-4c43-9c5e-2b1a5a7d0c11';

describe('paid chat media helpers', () => {
  it('labels the unlock button with the fee in dollars', () => {
    expect(unlockLabel(10)).toBe('Unlock for $10.00');
    expect(unlockLabel(5.5)).toBe('Unlock for $5.50');
  });

  it('reads paid media from a message meta, and nothing from other messages', () => {
    expect(paidMediaOf({ type: 'chat-unlock', chat_media_id: id, media_fee: 12, is_unlocked: true })).toEqual({ id, fee: 12, unlocked: true });
    expect(paidMediaOf({ type: 'chat-unlock', chat_media_id: id, media_fee: 12 })).toEqual({ id, fee: 12, unlocked: false });
    expect(paidMediaOf({ type: 'VOICE', chat_media_id: id, media_fee: 0, is_unlocked: true, is_audio: true })).toEqual({ id, fee: 0, unlocked: true });
    expect(paidMediaOf({ type: 'message-attachment' })).toBeNull();
    expect(paidMediaOf({})).toBeNull();
  });

  it('builds the purchase payload from the view', () => {
    const view: ChatMediaView = { _id: id, seller_id: 's', converse_id: 'c', converse_message_id: 'm', media_fee: 5, is_audio: false, is_unlocked: false, media: [], createdAt: '2026-01-01T00:00:00.000Z' };
    expect(purchasePayload(view, 'iDEAL')).toEqual({ chat_media_id: id, payment_mode: 'iDEAL', seller_id: 's', converse_id: 'c', converse_message_id: 'm', creation_time: '2026-01-01T00:00:00.000Z' });
  });

  it('checks the form with the server’s rules', () => {
    const base = { channel_id: id, media_ids: [id] };
    const messageOf = (input: object) => paidMediaFormSchema.safeParse({ ...base, ...input }).error?.issues[0]?.message;
    expect(messageOf({ media_fee: '' })).toBe(chatMediaMessages.feeRequired);
    expect(messageOf({ media_fee: 4 })).toBe(serviceMessages.priceMinimum);
    expect(messageOf({ media_fee: 5, media_ids: [] })).toBe(chatMediaMessages.mediaRequired);
    expect(paidMediaFormSchema.parse({ ...base, media_fee: 5 })).toMatchObject({ media_fee: 5, message_text: '' });
  });
});
