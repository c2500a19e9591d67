import { describe, expect, it } from 'vitest';
import { buyPackageSchema, directMessageSchema, isLowOnDirectMessages } from './consumables.ts';

const id = '0c0a8f8e-8f2b-4c3a-9d5e-1a2b3c4d5e6f';
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('directMessageSchema (Direct message payload)', () => {
  it("asks for a message, files or vault media (any one), with the spec's words when all are empty, and trims the message", () => {
    expect(messagesOf(directMessageSchema.safeParse({ channel_id: id, message: '   ' }))).toEqual([['message', 'Please enter a message']]);
    expect(messagesOf(directMessageSchema.safeParse({ channel_id: id }))).toEqual([['message', 'Please enter a message']]);
    expect(directMessageSchema.parse({ channel_id: id, vault_media_ids: [id] })).toEqual({ channel_id: id, message: '', media: [], vault_media_ids: [id] });
    expect(directMessageSchema.parse({ channel_id: id, message: ' ', media: [{ path: '/api/media/x', type: 'image' }] }).message).toBe('');
    expect(directMessageSchema.parse({ channel_id: id, message: ' hi ' })).toEqual({ channel_id: id, message: 'hi', media: [], vault_media_ids: [] });
  });
});

describe('buyPackageSchema', () => {
  it('needs a card id for a card, nothing more for wallet or iDEAL', () => {
    expect(messagesOf(buyPackageSchema.safeParse({ payment_mode: 'card' }))).toEqual([['tokenised_card_id', 'Card selection is required']]);
    expect(buyPackageSchema.safeParse({ payment_mode: 'iDEAL' }).success).toBe(true);
    expect(buyPackageSchema.safeParse({ payment_mode: 'wallet', extra: 1 }).success).toBe(false);
  });
});

describe('isLowOnDirectMessages', () => {
  it('warns below 5', () => {
    expect(isLowOnDirectMessages({ direct_message: 4, super_likes: 0, pokes: 0 })).toBe(true);
    expect(isLowOnDirectMessages({ direct_message: 5, super_likes: 0, pokes: 0 })).toBe(false);
  });
});
