import type { Notification, NotificationPage } from '@velvet/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { connectSocket, nextEvent, recordEvents } from '../../test/support/sockets.ts';
import { inTransaction } from '../platform/db/transaction.ts';

let testApp: TestApp;
let baseUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await testApp.close();
});

async function signedInUser() {
  const user = await createUser(testApp);
  const tokens = await signIn(testApp, user.username);
  return { ...user, tokens, headers: bearer(tokens) };
}

async function openSocket(token: string) {
  const socket = await connectSocket(baseUrl, token);
  sockets.push(socket);
  return socket;
}

const failOnTaskError = (error: unknown) => {
  throw error;
};

describe('notify', () => {
  it('pushes a Notification event to the user once the transaction commits', async () => {
    const user = await signedInUser();
    const socket = await openSocket(user.tokens.token);
    const pushed = nextEvent<Notification>(socket, 'Notification');

    await inTransaction(
      testApp.db,
      (unit) => testApp.services.notifications.notify(unit, { userId: user.id, type: 'Wallet-Recharge', message: 'Deposit Successful', data: { status: 'success', transaction_id: 't1' } }),
      failOnTaskError,
    );

    expect(await pushed).toMatchObject({ type: 'Wallet-Recharge', message: 'Deposit Successful', data: { status: 'success', transaction_id: 't1' }, seen: false });
  });

  it('neither stores nor pushes anything when the transaction rolls back', async () => {
    const user = await signedInUser();
    const socket = await openSocket(user.tokens.token);
    const received = recordEvents(socket, 'Notification');

    const attempt = inTransaction(
      testApp.db,
      async (unit) => {
        await testApp.services.notifications.notify(unit, { userId: user.id, type: 'Post-Tip', message: 'You got a tip' });
        throw new Error('the payment failed after the notification was written');
      },
      failOnTaskError,
    );
    await expect(attempt).rejects.toThrow('the payment failed');

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
    expect(await testApp.services.notifications.counts(user.id)).toEqual({ read: 0, unread: 0 });
  });

  it('reaches only the addressed user', async () => {
    const [addressee, bystander] = [await signedInUser(), await signedInUser()];
    const bystanderSocket = await openSocket(bystander.tokens.token);
    const received = recordEvents(bystanderSocket, 'Notification');
    const addresseeSocket = await openSocket(addressee.tokens.token);
    const pushed = nextEvent(addresseeSocket, 'Notification');

    await testApp.services.notifications.notifyNow({ userId: addressee.id, type: 'Announcement', message: 'Just for you' });
    await pushed;
    expect(received).toEqual([]);
  });
});

describe('the socket handshake', () => {
  it('refuses a connection without a valid access token', async () => {
    await expect(connectSocket(baseUrl, 'not-a-token')).rejects.toThrow('UNAUTHENTICATED');
  });
});

describe('GET /api/notification', () => {
  async function seedNotifications(userId: string, count: number) {
    for (let index = 0; index < count; index += 1) {
      await testApp.services.notifications.notifyNow({ userId, type: index % 2 ? 'Post-Tip' : 'Profile-Tip', message: `n${index}` });
      // Stored to the millisecond: two in the same one would have no newest between them.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  const list = (headers: Record<string, string>, query: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/notification?${query}`, headers }).then((response) => response.json<{ data: NotificationPage }>().data);

  it('pages newest first through every notification exactly once', async () => {
    const user = await signedInUser();
    await seedNotifications(user.id, 7);

    const seen: string[] = [];
    let page = await list(user.headers, 'limit=3');
    seen.push(...page.items.map((item) => item.message));
    while (page.next) {
      page = await list(user.headers, `limit=3&d=${encodeURIComponent(page.next.d)}&t=${page.next.t}`);
      seen.push(...page.items.map((item) => item.message));
    }
    expect(seen).toEqual(['n6', 'n5', 'n4', 'n3', 'n2', 'n1', 'n0']);
  });

  it('filters by type and by seen', async () => {
    const user = await signedInUser();
    await seedNotifications(user.id, 4);
    const tips = await list(user.headers, 'type=Post-Tip');
    expect(tips.items.map((item) => item.message)).toEqual(['n3', 'n1']);

    await testApp.app.inject({ method: 'PUT', url: '/api/notification/acknowledge-notifications', headers: user.headers, payload: { ids: [tips.items[0]!._id] } });
    expect((await list(user.headers, 'seen=true')).items.map((item) => item.message)).toEqual(['n3']);
    expect((await list(user.headers, 'seen=false')).items).toHaveLength(3);
  });

  it('refuses a bad query with the field named', async () => {
    const user = await signedInUser();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/notification?limit=0&type=Nope', headers: user.headers });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['limit', 'type']);
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/notification' });
    expect(response.statusCode).toBe(401);
  });
});

describe('read-unread-counts and acknowledge-notifications', () => {
  it('counts, acknowledges the listed ones, then all', async () => {
    const user = await signedInUser();
    const created = [];
    for (const message of ['a', 'b', 'c']) created.push(await testApp.services.notifications.notifyNow({ userId: user.id, type: 'Announcement', message }));
    const counts = () => testApp.app.inject({ method: 'GET', url: '/api/notification/read-unread-counts', headers: user.headers }).then((response) => response.json().data);
    const acknowledge = (payload: object) =>
      testApp.app.inject({ method: 'PUT', url: '/api/notification/acknowledge-notifications', headers: user.headers, payload }).then((response) => response.json().data);

    expect(await counts()).toEqual({ read: 0, unread: 3 });
    expect(await acknowledge({ ids: [created[0]!._id] })).toEqual({ acknowledged: 1 });
    expect(await counts()).toEqual({ read: 1, unread: 2 });
    expect(await acknowledge({})).toEqual({ acknowledged: 2 });
    expect(await counts()).toEqual({ read: 3, unread: 0 });
  });

  it("cannot acknowledge another user's notifications", async () => {
    const [owner, other] = [await signedInUser(), await signedInUser()];
    const notification = await testApp.services.notifications.notifyNow({ userId: owner.id, type: 'Announcement', message: 'private' });
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/notification/acknowledge-notifications',
      headers: other.headers,
      payload: { ids: [notification._id] },
    });
    expect(response.json().data).toEqual({ acknowledged: 0 });
    expect(await testApp.services.notifications.counts(owner.id)).toEqual({ read: 0, unread: 1 });
  });
});

describe('POST /api/admin/announcements', () => {
  it('lets an admin notify a user, who receives it live', async () => {
    const admin = await createUser(testApp, { role: 'ADMIN' });
    const adminHeaders = bearer(await signIn(testApp, admin.username));
    const fan = await signedInUser();
    const pushed = nextEvent<Notification>(await openSocket(fan.tokens.token), 'Notification');

    const response = await testApp.app.inject({ method: 'POST', url: '/api/admin/announcements', headers: adminHeaders, payload: { user_id: fan.id, message: 'Hello from staff' } });
    expect(response.statusCode).toBe(201);
    expect(await pushed).toMatchObject({ type: 'Announcement', message: 'Hello from staff' });
  });

  it('is refused to anyone but an admin', async () => {
    const fan = await signedInUser();
    const response = await testApp.app.inject({ method: 'POST', url: '/api/admin/announcements', headers: fan.headers, payload: { user_id: fan.id, message: 'x' } });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for a user that does not exist', async () => {
    const admin = await createUser(testApp, { role: 'ADMIN' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/announcements',
      headers: bearer(await signIn(testApp, admin.username)),
      payload: { user_id: '00000000-0000-4000-8000-000000000000', message: 'x' },
    });
    expect(response.statusCode).toBe(404);
  });
});
