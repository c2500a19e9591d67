import type { ChatEntry, ChatMessage, Role } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { channelWithPackages, saveCardRow } from '../../test/support/subscriptions.ts';
import { bearer, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';

export type ChatUserHandle = Awaited<ReturnType<typeof chatUser>>;

/** A signed-in user with request helpers for the chat's routes (tests only). */
export async function chatUser(testApp: TestApp, role: Role = 'USER', standing: Omit<NonNullable<Parameters<typeof createUser>[1]>, 'role'> = {}) {
  const user = await createUser(testApp, { role, ...standing });
  const tokens = await signIn(testApp, user.username);
  const headers = bearer(tokens);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => testApp.app.inject({ method, url, headers, ...(payload && { payload }) });
  return {
    ...user,
    tokens,
    headers,
    call,
    open: (userId: string) => call('POST', '/api/chat/conversations', { user_id: userId }),
    send: (conversationId: string, text: string, extra: object = {}) => call('POST', '/api/chat/messages', { channel_id: conversationId, message_text: text, ...extra }),
    setPrivacy: (privacy: { allow_messages_from?: string; show_online_status?: boolean }) =>
      call('PUT', '/api/users/privacy-setting', { profile_visibility: 'public', show_online_status: true, allow_messages_from: 'everyone', ...privacy }),
  };
}

export const entryOf = (response: { json: () => unknown }) => (response.json() as { data: ChatEntry }).data;
export const messageOf = (response: { json: () => unknown }) => (response.json() as { data: ChatMessage }).data;

/** A fan subscribed from their wallet to a new channel of the creator, through the subscriptions route. */
export async function subscribeToNewChannel(testApp: TestApp, fan: ChatUserHandle, creatorId: string, { firstPurchase = true } = {}) {
  const { channel, packages } = await channelWithPackages(testApp, creatorId);
  await fundWallet(testApp, fan.id, 5000);
  if (firstPurchase) await saveCardRow(testApp, fan.id);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/channel/${channel.id}/subscribe`,
    headers: { ...fan.headers, ...idempotencyHeader(randomUUID()) },
    payload: { package_id: packages[0]!.id, payment_mode: 'wallet' },
  });
  if (response.statusCode !== 200) throw new Error(`subscribe failed: ${response.body}`);
  return { channel, subscription: response.json().data.subscription as { _id?: string; id?: string } };
}
