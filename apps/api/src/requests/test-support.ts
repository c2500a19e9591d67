import type { ChatMessage, Service, ServiceRequest, Transaction } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { fundWallet } from '../../test/support/money.ts';
import { uploadPicture } from '../../test/support/media.ts';
import { bearer, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';

type Headers = Record<string, string>;
export type Paid = { data: { transaction: Transaction; request: ServiceRequest }; message: string };

/** A signed-in user with the requests calls at hand (tests only). */
export async function requestsUser(testApp: TestApp, role: 'USER' | 'CREATOR' = 'USER', walletCents = 0) {
  const user = await createUser(testApp, { role });
  if (walletCents) await fundWallet(testApp, user.id, walletCents);
  const headers: Headers = bearer(await signIn(testApp, user.username));
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, extra: Headers = {}) =>
    testApp.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload && { payload }) });
  return {
    ...user,
    headers,
    inject,
    offer: async (service: object) => {
      const response = await inject('POST', '/api/users/services', service);
      if (response.statusCode !== 201) throw new Error(`service failed: ${response.body}`);
      return response.json<{ data: Service }>().data;
    },
    request: (payload: object, key: string = randomUUID()) => inject('POST', '/api/requests/calls-and-ratings', { payment_mode: 'wallet', ...payload }, { 'idempotency-key': key }),
    respond: (id: string, payload: object) => inject('POST', `/api/requests/${id}/respond`, payload),
    answerCounter: (id: string, payload: object, key: string = randomUUID()) => inject('POST', `/api/requests/respond-to-counter-offer/${id}`, payload, { 'idempotency-key': key }),
    get: (id: string) => inject('GET', `/api/requests/${id}`),
    upload: () => uploadPicture(testApp, headers),
    messages: async (conversationWith: string) => {
      const opened = await inject('POST', '/api/chat/conversations', { user_id: conversationWith });
      const page = await inject('GET', `/api/chat/conversations/${opened.json().data._id}/messages`);
      return page.json<{ data: { items: ChatMessage[] } }>().data.items;
    },
  };
}
export type RequestsUser = Awaited<ReturnType<typeof requestsUser>>;

export const customFlexible = { type: 'CUSTOM-SERVICE', name: 'Custom video', includes: 'A 30 second video', fixed_price: false, min_price: 20 };
