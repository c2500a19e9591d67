import { describe, expect, it } from 'vitest';
import { chatAliasSchema, chatEditSchema, chatPinSchema, chatSendSchema } from './chat.ts';

const conversationId = '0c0a8f8e-8f2b-4c3a-9d5e-1a2b3c4d5e6f';
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('chatAliasSchema (Set Alias)', () => {
  it("gives the spec's messages for an empty and a too long note", () => {
    expect(messagesOf(chatAliasSchema.safeParse({ note: '   ' }))).toEqual([['note', 'Note should not be empty']]);
    expect(messagesOf(chatAliasSchema.safeParse({}))).toEqual([['note', 'Note should not be empty']]);
    expect(messagesOf(chatAliasSchema.safeParse({ note: 'x'.repeat(51) }))).toEqual([['note', 'Note should be less than 50 characters']]);
    expect(chatAliasSchema.parse({ note: ` ${'x'.repeat(50)} ` })).toEqual({ note: 'x'.repeat(50) });
  });
});

describe('chatSendSchema', () => {
  it('needs text or media, trims the text and caps its length', () => {
    expect(messagesOf(chatSendSchema.safeParse({ channel_id: conversationId, message_text: '  ' }))).toEqual([['message_text', 'Please enter a message']]);
    expect(messagesOf(chatSendSchema.safeParse({ channel_id: conversationId, message_text: 'x'.repeat(2001) }))).toEqual([['message_text', 'A message can be at most 2000 characters']]);
    expect(chatSendSchema.parse({ channel_id: conversationId, media: [{ path: '/media/uploads/a.jpg', type: 'image' }] })).toEqual({
      channel_id: conversationId,
      message_text: '',
      media: [{ path: '/media/uploads/a.jpg', type: 'image' }],
      meta: {},
    });
  });

  it('refuses meta a client may not set (paid, unlocked) and unknown fields', () => {
    expect(chatSendSchema.safeParse({ channel_id: conversationId, message_text: 'hi', meta: { paid: true } }).success).toBe(false);
    expect(chatSendSchema.safeParse({ channel_id: conversationId, message_text: 'hi', sender_id: conversationId }).success).toBe(false);
  });
});

describe('chatEditSchema and chatPinSchema', () => {
  it('refuses an empty edit and an unpin without its pin', () => {
    expect(messagesOf(chatEditSchema.safeParse({ message_text: ' ' }))).toEqual([['message_text', 'Please enter a message']]);
    expect(messagesOf(chatPinSchema.safeParse({ messageId: conversationId, pin: false }))).toEqual([['pinId', 'Pin not found']]);
    expect(chatPinSchema.parse({ messageId: conversationId, pin: true })).toEqual({ messageId: conversationId, pin: true, forAll: false });
  });
});
