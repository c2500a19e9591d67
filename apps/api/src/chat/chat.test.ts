import type { ChatEntry, ChatMessage, Page, PinnedMessage } from '@velvet/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPicture } from '../../test/support/media.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { conversations } from './schema.ts';
import { chatUser, entryOf, messageOf, subscribeToNewChannel } from './test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const fanAndCreator = async () => ({ fan: await chatUser(testApp), creator: await chatUser(testApp, 'CREATOR') });

async function conversationBetween() {
  const pair = await fanAndCreator();
  const conversation = entryOf(await pair.fan.open(pair.creator.id));
  return { ...pair, conversation };
}

describe('POST /api/chat/conversations', () => {
  it('gives the same pair one conversation, whoever starts it and even when both start it at once', async () => {
    const { fan, creator } = await fanAndCreator();
    const answers = await Promise.all([fan.open(creator.id), creator.open(fan.id), fan.open(creator.id), creator.open(fan.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => entryOf(answer)._id)).size).toBe(1);
    const low = fan.id < creator.id ? fan.id : creator.id;
    expect(await testApp.db.select().from(conversations).where(and(eq(conversations.userLow, low)))).toHaveLength(1);

    const entry = entryOf(answers[0]!);
    expect(entry.other).toMatchObject({ _id: creator.id, username: creator.username, role: 'CREATOR', badges: ['VerifiedUser', 'VerifiedCreator'] });
    expect(entry).toMatchObject({ converse_channel_id: `conversation:${entry._id}`, unread_count: 0, last_message: null, notes: {}, chat_fee: null });
  });

  it('refuses a chat with oneself and with nobody', async () => {
    const fan = await chatUser(testApp);
    const self = await fan.open(fan.id);
    expect([self.statusCode, self.json().message]).toEqual([400, 'You cannot chat with yourself']);
    const nobody = await fan.open('00000000-0000-4000-8000-000000000000');
    expect([nobody.statusCode, nobody.json().message]).toEqual([404, 'User not found']);
  });
});

describe('membership', () => {
  it('answers 404 to anyone outside the conversation, whatever they ask', async () => {
    const { conversation, fan } = await conversationBetween();
    const sent = messageOf(await fan.send(conversation._id, 'hello'));
    const stranger = await chatUser(testApp);
    const attempts = await Promise.all([
      stranger.call('GET', `/api/chat/conversations/${conversation._id}`),
      stranger.call('GET', `/api/chat/conversations/${conversation._id}/messages`),
      stranger.call('GET', `/api/chat/conversations/${conversation._id}/pins`),
      stranger.call('POST', `/api/chat/conversations/${conversation._id}/read`, { message_id: sent._id }),
      stranger.send(conversation._id, 'let me in'),
      stranger.call('PATCH', `/api/chat/messages/${sent._id}`, { message_text: 'mine now' }),
      stranger.call('POST', '/api/chat/pins', { messageId: sent._id, pin: true }),
    ]);
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(attempts[0]!.json().message).toBe('Conversation not found');
  });
});

describe("'Allow messages from'", () => {
  it('nobody: a fan can neither start nor write, while the creator can still write and the fan may then answer', async () => {
    const { fan, creator } = await fanAndCreator();
    await creator.setPrivacy({ allow_messages_from: 'nobody' });
    const refused = await fan.open(creator.id);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'This user does not accept messages']);

    const conversation = entryOf(await creator.open(fan.id));
    expect((await creator.send(conversation._id, 'Hi, thanks for following!')).statusCode).toBe(200);
    expect((await fan.send(conversation._id, 'Hi back')).statusCode).toBe(200);
  });

  it('nobody: a conversation that already exists refuses the fan once the creator closes it', async () => {
    const { fan, creator, conversation } = await conversationBetween();
    await creator.setPrivacy({ allow_messages_from: 'nobody' });
    const refused = await fan.send(conversation._id, 'still there?');
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'This user does not accept messages']);
  });

  it('subscribers: only a fan with a live channel subscription to the creator gets in', async () => {
    const { fan, creator } = await fanAndCreator();
    await creator.setPrivacy({ allow_messages_from: 'subscribers' });
    const refused = await fan.open(creator.id);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Only subscribers can message this creator. Subscribe to a channel to start chatting.']);

    await subscribeToNewChannel(testApp, fan, creator.id);
    const conversation = entryOf(await fan.open(creator.id));
    expect((await fan.send(conversation._id, 'Subscribed!')).statusCode).toBe(200);
  });

  it('everyone: anyone may write, and a banned user can be written to by nobody', async () => {
    const { fan, creator, conversation } = await conversationBetween();
    expect((await fan.send(conversation._id, 'hey')).statusCode).toBe(200);
    await testApp.services.accounts.ban(creator.id);
    const refused = await fan.send(conversation._id, 'are you there?');
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'This user is not available']);
  });
});

describe('POST /api/chat/messages', () => {
  it('keeps text and media, and refuses empty or too long messages with a clear message', async () => {
    const { fan, creator, conversation } = await conversationBetween();
    const link = await uploadPicture(testApp, fan.headers);
    for (const path of [await uploadPicture(testApp, creator.headers), `/media/uploads/${fan.id}/background/a.jpg`]) {
      const refused = await fan.send(conversation._id, 'look', { media: [{ path, type: 'image' }] });
      expect([refused.statusCode, refused.json().message]).toEqual([400, 'Only photos you uploaded to Velvet can be sent']);
    }
    const script = await fan.send(conversation._id, 'look', { media: [{ path: 'javascript:alert(1)', type: 'image' }] });
    expect(script.statusCode).toBe(400);
    const sent = await fan.send(conversation._id, '  hello  ', { media: [{ path: link, type: 'image' }], meta: { type: 'message-attachment' } });
    expect(messageOf(sent)).toMatchObject({ message_text: 'hello', media: [{ type: 'image' }], meta: { type: 'message-attachment' }, sender_id: fan.id, seen_count: 0, edited_at: null });
    expect(messageOf(sent).media[0]!.path).toMatch(new RegExp(`^${link.split('?')[0]}\\?.*v=${fan.id}`));

    const empty = await fan.send(conversation._id, '   ');
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Please enter a message']);
    const long = await fan.send(conversation._id, 'x'.repeat(2001));
    expect([long.statusCode, long.json().message]).toEqual([400, 'A message can be at most 2000 characters']);
    expect((await fan.send(conversation._id, 'x'.repeat(2000))).statusCode).toBe(200);
  });

  it('reads messages newest first in keyset pages that neither skip nor repeat', async () => {
    const { fan, creator, conversation } = await conversationBetween();
    for (const text of ['one', 'two', 'three', 'four', 'five']) await (text.length % 2 ? fan : creator).send(conversation._id, text);
    const texts: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await fan.call('GET', `/api/chat/conversations/${conversation._id}/messages?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      const page: Page<ChatMessage> = response.json().data;
      texts.push(...page.items.map((item) => item.message_text));
      cursor = page.next_cursor;
    } while (cursor);
    expect(texts).toEqual(['five', 'four', 'three', 'two', 'one']);
  });

  it('writes every one of many messages sent at once, in several conversations, exactly once each', async () => {
    const pairs = await Promise.all([conversationBetween(), conversationBetween()]);
    const sends = pairs.flatMap(({ fan, creator, conversation }, pair) =>
      [1, 2, 3, 4, 5, 6].map((index) => (index % 2 ? fan : creator).send(conversation._id, `pair ${pair} message ${index}`)),
    );
    const answers = await Promise.all(sends);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    for (const [pair, { fan, conversation }] of pairs.entries()) {
      const page: Page<ChatMessage> = (await fan.call('GET', `/api/chat/conversations/${conversation._id}/messages?limit=50`)).json().data;
      expect(page.items.map((item) => item.message_text).sort()).toEqual([1, 2, 3, 4, 5, 6].map((index) => `pair ${pair} message ${index}`));
      expect(new Set(page.items.map((item) => item._id)).size).toBe(6);
      const entry = entryOf(await fan.call('GET', `/api/chat/conversations/${conversation._id}`));
      expect(entry.last_message?._id).toBe(page.items[0]!._id);
    }
  });
});

describe('PATCH /api/chat/messages/:id', () => {
  it('edits only the sender’s own message and marks it edited', async () => {
    const { fan, creator, conversation } = await conversationBetween();
    const sent = messageOf(await fan.send(conversation._id, 'helo'));
    const theirs = await creator.call('PATCH', `/api/chat/messages/${sent._id}`, { message_text: 'hacked' });
    expect([theirs.statusCode, theirs.json().message]).toEqual([403, 'You can only edit your own messages']);
    const edited = messageOf(await fan.call('PATCH', `/api/chat/messages/${sent._id}`, { message_text: 'hello' }));
    expect(edited.message_text).toBe('hello');
    expect(edited.edited_at).not.toBeNull();
  });
});

describe('read receipts and unread counts', () => {
  it('counts what the other sent since the read mark, and shows the sender a seen tick once read', async () => {
    const { fan, creator, conversation } = await conversationBetween();
    await fan.send(conversation._id, 'first');
    const second = messageOf(await fan.send(conversation._id, 'second'));
    expect((await creator.call('GET', '/api/chat/unread-count')).json().data).toEqual({ unread: 2 });
    expect((await fan.call('GET', '/api/chat/unread-count')).json().data).toEqual({ unread: 0 });
    const listed: ChatEntry[] = (await creator.call('GET', '/api/chat/conversations')).json().data;
    expect(listed.find((entry) => entry._id === conversation._id)).toMatchObject({ unread_count: 2, last_message: { message_text: 'second', seen_count: 0 } });

    const read = await creator.call('POST', `/api/chat/conversations/${conversation._id}/read`, { message_id: second._id });
    expect(read.json().data).toMatchObject({ converse_id: conversation._id, user_id: creator.id, message_id: second._id });
    expect((await creator.call('GET', '/api/chat/unread-count')).json().data).toEqual({ unread: 0 });
    const page: Page<ChatMessage> = (await fan.call('GET', `/api/chat/conversations/${conversation._id}/messages`)).json().data;
    expect(page.items.map((item) => [item.message_text, item.seen_count, item.receipts.map((receipt) => receipt.user_id)])).toEqual([
      ['second', 1, [creator.id]],
      ['first', 1, [creator.id]],
    ]);
  });
});

describe('PUT /api/chat/notes/:id (Set Alias)', () => {
  it("keeps a private note of at most 50 characters with the spec's messages", async () => {
    const { fan, creator, conversation } = await conversationBetween();
    const empty = await fan.call('PUT', `/api/chat/notes/${creator.id}`, { note: '  ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Note should not be empty']);
    const long = await fan.call('PUT', `/api/chat/notes/${creator.id}`, { note: 'x'.repeat(51) });
    expect([long.statusCode, long.json().message]).toEqual([400, 'Note should be less than 50 characters']);

    const saved = await fan.call('PUT', `/api/chat/notes/${creator.id}`, { note: 'Met at the gallery' });
    expect([saved.statusCode, saved.json().message, saved.json().data]).toEqual([200, 'Note added successfully', { [creator.id]: 'Met at the gallery' }]);
    expect(entryOf(await fan.call('GET', `/api/chat/conversations/${conversation._id}`)).notes).toEqual({ [creator.id]: 'Met at the gallery' });
    expect(entryOf(await creator.call('GET', `/api/chat/conversations/${conversation._id}`)).notes).toEqual({});
  });
});

describe('POST /api/chat/pins', () => {
  const pinsOf = async (user: Awaited<ReturnType<typeof chatUser>>, conversationId: string): Promise<PinnedMessage[]> =>
    (await user.call('GET', `/api/chat/conversations/${conversationId}/pins`)).json().data;

  it('shows a personal pin to its pinner only, and lets only creators pin for everyone', async () => {
    const { fan, creator, conversation } = await conversationBetween();
    const first = messageOf(await fan.send(conversation._id, 'first'));
    const second = messageOf(await creator.send(conversation._id, 'second'));

    const personal = await fan.call('POST', '/api/chat/pins', { messageId: first._id, pin: true });
    expect(personal.json().data).toMatchObject([{ messageId: first._id, pinnedById: fan.id, pinnedForId: fan.id, message: { message_text: 'first' } }]);
    expect(await pinsOf(creator, conversation._id)).toEqual([]);

    const fanForAll = await fan.call('POST', '/api/chat/pins', { messageId: second._id, pin: true, forAll: true });
    expect([fanForAll.statusCode, fanForAll.json().message]).toEqual([403, 'Only creators can pin for everyone']);

    expect((await creator.call('POST', '/api/chat/pins', { messageId: second._id, pin: true, forAll: true })).statusCode).toBe(200);
    const seenByFan = await pinsOf(fan, conversation._id);
    expect(seenByFan.map((pin) => [pin.message.message_text, pin.pinnedForId])).toEqual([
      ['second', null],
      ['first', fan.id],
    ]);
    expect((await pinsOf(creator, conversation._id)).map((pin) => pin.messageId)).toEqual([second._id]);

    const forAllPin = seenByFan[0]!;
    const fanUnpins = await fan.call('POST', '/api/chat/pins', { messageId: second._id, pin: false, pinId: forAllPin._id });
    expect(fanUnpins.statusCode).toBe(403);
    const creatorUnpins = await creator.call('POST', '/api/chat/pins', { messageId: second._id, pin: false, pinId: forAllPin._id });
    expect(creatorUnpins.json().data).toEqual([]);
    expect((await pinsOf(fan, conversation._id)).map((pin) => pin.messageId)).toEqual([first._id]);
  });
});

describe('the OpenAPI document', () => {
  it('lists the chat calls under the chat tag', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    const chatPaths = Object.keys(document.paths).filter((path) => path.startsWith('/api/chat/'));
    expect(chatPaths.sort()).toEqual([
      '/api/chat/conversations',
      '/api/chat/conversations/{id}',
      '/api/chat/conversations/{id}/messages',
      '/api/chat/conversations/{id}/pins',
      '/api/chat/conversations/{id}/read',
      '/api/chat/conversations/{id}/settings',
      '/api/chat/direct-message',
      '/api/chat/messages',
      '/api/chat/messages/{id}',
      '/api/chat/messages/{id}/buy',
      '/api/chat/messages/{id}/reactions',
      '/api/chat/notes/{id}',
      '/api/chat/pins',
      '/api/chat/shareable-items',
      '/api/chat/shared-items',
      '/api/chat/unread-count',
    ]);
    expect(document.paths['/api/chat/messages']!.post!.tags).toEqual(['chat']);
  });
});

describe('the verification gate on chat (spec section 5)', () => {
  const EMAIL = 'Your email is not verified. Please verify your email';
  const IDENTITY = 'Complete your KYC (creator) or age verification to chat';

  it('refuses a fan without age verification: no new conversation, no message in one a creator opened', async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const fan = await chatUser(testApp, 'USER', { kycStatus: 'none' });
    const opened = await fan.open(creator.id);
    expect([opened.statusCode, opened.json().message]).toEqual([403, IDENTITY]);
    expect((await fan.call('GET', '/api/chat/conversations')).json().data).toEqual([]);

    const conversation = entryOf(await creator.open(fan.id));
    expect((await fan.open(creator.id)).statusCode).toBe(200);
    const sent = await fan.send(conversation._id, 'Hello?');
    expect([sent.statusCode, sent.json().message]).toEqual([403, IDENTITY]);
    expect((await creator.call('GET', `/api/chat/conversations/${conversation._id}/messages`)).json().data.items).toEqual([]);
  });

  it.each(['pending', 'declined'] as const)('refuses a fan whose age verification is %s', async (kycStatus) => {
    const { creator, conversation } = await conversationBetween();
    const fan = await chatUser(testApp, 'USER', { kycStatus });
    const other = entryOf(await creator.open(fan.id));
    expect((await fan.send(other._id, 'Hi')).json().message).toBe(IDENTITY);
    expect(conversation._id).not.toBe(other._id);
  });

  it('asks for the email first, and lets a verified email with skipContentWarning through', async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const unverified = await chatUser(testApp, 'USER', { emailVerified: false, kycStatus: 'verified' });
    const skipper = await chatUser(testApp, 'USER', { kycStatus: 'none', skipContentWarning: true });
    const refused = await unverified.open(creator.id);
    expect([refused.statusCode, refused.json().message]).toEqual([403, EMAIL]);
    const conversation = entryOf(await skipper.open(creator.id));
    expect((await skipper.send(conversation._id, 'Hello')).statusCode).toBe(200);
  });

  it('keeps a creator without KYC from writing, and from editing what they wrote before', async () => {
    const fan = await chatUser(testApp);
    const creator = await chatUser(testApp, 'CREATOR');
    const conversation = entryOf(await fan.open(creator.id));
    const written = messageOf(await creator.send(conversation._id, 'Welcome'));
    await testApp.services.accounts.moveKycStatus(testApp.db, { userId: creator.id, from: ['verified'], to: 'declined' });
    const sent = await creator.send(conversation._id, 'Still here');
    expect([sent.statusCode, sent.json().message]).toEqual([403, IDENTITY]);
    const edited = await creator.call('PATCH', `/api/chat/messages/${written._id}`, { message_text: 'Edited' });
    expect([edited.statusCode, edited.json().message]).toEqual([403, IDENTITY]);
  });
});
