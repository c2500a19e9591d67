import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import type { Executor } from '../platform/db/client.ts';
import type { ChatFeeAccess, ChatFeePort } from './chat-fee-port.ts';
import { chatMessagesTable } from './schema.ts';
import { createChatService } from './service.ts';
import { chatUser, entryOf } from './test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.db.execute(sql`create table if not exists test_chat_allowances (fan_id uuid, creator_id uuid, messages_left int not null)`);
});
afterAll(() => testApp.close());

/** A chat-fee port as the services domain would answer it, with a PerMessage allowance in a real table. */
function inTestPort(access: ChatFeeAccess) {
  const asked: Array<[string, string]> = [];
  const consumed: Array<{ leftInside: number; leftOutside: number }> = [];
  const port: ChatFeePort = {
    chatFeeAccess: async (fanId, creatorId) => {
      asked.push([fanId, creatorId]);
      return access;
    },
    consumeChatMessage: async (tx: Executor, fanId, creatorId) => {
      const taken = await tx.execute<{ messages_left: number }>(
        sql`update test_chat_allowances set messages_left = messages_left - 1 where fan_id = ${fanId} and creator_id = ${creatorId} and messages_left > 0 returning messages_left`,
      );
      const [outside] = (await testApp.db.execute<{ messages_left: number }>(sql`select messages_left from test_chat_allowances where fan_id = ${fanId} and creator_id = ${creatorId}`)).rows;
      if (taken.rows[0]) consumed.push({ leftInside: taken.rows[0].messages_left, leftOutside: outside!.messages_left });
      return taken.rows.length > 0;
    },
  };
  return { port, asked, consumed };
}

const chatWith = (port: ChatFeePort) =>
  createChatService({
    db: testApp.db,
    logger: pino({ level: 'silent' }),
    hub: testApp.hub,
    chatFee: port,
    planBadgesOf: async () => new Map(),
    isSubscriber: async () => false,
    isOwnUpload: () => true,
  });

async function pair() {
  const fan = await chatUser(testApp);
  const creator = await chatUser(testApp, 'CREATOR');
  const conversation = entryOf(await fan.open(creator.id));
  const message = (text: string) => ({ channel_id: conversation._id, message_text: text, media: [], meta: {} });
  return { fan, creator, conversation, message };
}

const countMessages = async (conversationId: string) =>
  (await testApp.db.select().from(chatMessagesTable)).filter((row) => row.conversationId === conversationId).length;

describe('the chat-fee gate', () => {
  it('answers 402 to a fan whose chat fee is not paid, and carries what the web needs to open the services', async () => {
    const { port } = inTestPort({ required: true, granted: false, expiresAt: null, availableMessages: null, serviceIds: ['svc-1'] });
    const chat = chatWith(port);
    const { fan, conversation, message } = await pair();
    await expect(chat.send({ senderId: fan.id, message: message('hi') })).rejects.toMatchObject({ status: 402, message: 'A chat fee is needed to message this creator.' });
    expect(await countMessages(conversation._id)).toBe(0);
    expect((await chat.conversation(fan.id, conversation._id)).chat_fee).toEqual({ granted: false, expires_at: null, available_messages: null, service_ids: ['svc-1'] });
  });

  it('lets a fan with a paid time-based fee write, and shows who bought it', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000);
    const { port } = inTestPort({ required: true, granted: true, expiresAt, availableMessages: null, serviceIds: ['svc-week'] });
    const chat = chatWith(port);
    const { fan, message, conversation } = await pair();
    await expect(chat.send({ senderId: fan.id, message: message('paid hello') })).resolves.toMatchObject({ message_text: 'paid hello' });
    const entry = await chat.conversation(fan.id, conversation._id);
    expect(entry.buyers).toEqual([{ buyer: fan.id, bought_at: null, expires_at: expiresAt.toISOString(), service_id: 'svc-week' }]);
  });

  it('takes one PerMessage allowance inside the send transaction and refuses once it is used up', async () => {
    const { port, consumed } = inTestPort({ required: true, granted: true, expiresAt: null, availableMessages: 1, serviceIds: ['svc-pm'] });
    const chat = chatWith(port);
    const { fan, creator, conversation, message } = await pair();
    await testApp.db.execute(sql`insert into test_chat_allowances values (${fan.id}, ${creator.id}, 1)`);

    await chat.send({ senderId: fan.id, message: message('one') });
    // The decrement was not yet visible outside the transaction that wrote the message: both commit together.
    expect(consumed).toEqual([{ leftInside: 0, leftOutside: 1 }]);
    await expect(chat.send({ senderId: fan.id, message: message('two') })).rejects.toMatchObject({ status: 402, message: 'You have used all the messages of your chat fee.' });
    expect(await countMessages(conversation._id)).toBe(1);
    expect((await chat.conversation(fan.id, conversation._id)).converse_consumable).toEqual([{ buyer: fan.id, available_message: 1 }]);
  });

  it('never charges a creator writing to a fan', async () => {
    const { port, asked } = inTestPort({ required: true, granted: false, expiresAt: null, availableMessages: null, serviceIds: [] });
    const chat = chatWith(port);
    const { creator, message } = await pair();
    await expect(chat.send({ senderId: creator.id, message: message('welcome') })).resolves.toMatchObject({ sender_id: creator.id });
    expect(asked).toEqual([]);
  });
});
