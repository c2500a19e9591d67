import { pushMessages, pushPayloadSchema } from '@velvet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../../test/support/test-app.ts';
import { browserSubscription, startPushService, verifyVapid } from '../../../test/support/push-service.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { generateVapidKeys } from './vapid-keys.ts';

const vapid = generateVapidKeys();
const SUBJECT = 'mailto:ops@velvet.test';

let pushService: Awaited<ReturnType<typeof startPushService>>;
let testApp: TestApp;

// One stand-in push service; paths under /gone/ answer 410, as for a subscription the browser dropped.
beforeAll(async () => {
  pushService = await startPushService((path) => (path.startsWith('/gone/') ? 410 : 201));
  testApp = await createTestApp(
    { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: SUBJECT, PUSH_SERVICE_HOSTS: 'localhost' },
    { pushAgent: pushService.agent },
  );
});
afterAll(async () => {
  await testApp?.close();
  await pushService?.close();
});

let devices = 0;
/** A browser's subscription on the stand-in service, under its own path. */
const newDevice = (folder = 'push') => {
  devices += 1;
  const path = `/${folder}/device-${devices}`;
  return { path, subscription: browserSubscription(`${pushService.origin}${path}`) };
};

async function signedInUser() {
  const user = await createUser(testApp);
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

const subscribe = (headers: Record<string, string>, payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/notifications/push-subscriptions', headers, payload });
const unsubscribe = (headers: Record<string, string>, endpoint: string) =>
  testApp.app.inject({ method: 'DELETE', url: '/api/notifications/push-subscriptions', headers, payload: { endpoint } });
const notify = (userId: string, message: string) => testApp.services.notifications.notifyNow({ userId, type: 'Announcement', message });

describe('Web Push through the notification outbox', () => {
  it('delivers a committed notification to an opted-in browser, signed with VAPID and encrypted for that browser alone', async () => {
    const user = await signedInUser();
    const device = newDevice();
    expect((await subscribe(user.headers, device.subscription.toJSON())).statusCode).toBe(201);

    const notification = await notify(user.id, 'You got a tip of $5.00');
    const [push] = await pushService.pushesTo(device.path, 1);

    const claims = verifyVapid(push!.headers.authorization, vapid.publicKey);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe(SUBJECT);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);

    const payload = pushPayloadSchema.parse(JSON.parse(device.subscription.decrypt(push!.body)));
    expect(payload).toEqual({ title: 'Velvet', body: 'You got a tip of $5.00', tag: notification!._id, url: '/notifications' });
    // Another browser's keys cannot read it.
    expect(() => newDevice().subscription.decrypt(push!.body)).toThrow();
  });

  it('pushes each notification exactly once to each of the user’s browsers, and nothing to anyone else', async () => {
    const [user, bystander] = [await signedInUser(), await signedInUser()];
    const [phone, laptop, bystanderPhone] = [newDevice(), newDevice(), newDevice()];
    await subscribe(user.headers, phone.subscription.toJSON());
    await subscribe(user.headers, laptop.subscription.toJSON());
    await subscribe(bystander.headers, bystanderPhone.subscription.toJSON());

    await notify(user.id, 'first');
    await notify(user.id, 'second');
    await testApp.services.push.drain();

    for (const device of [phone, laptop]) {
      const pushes = pushService.received.filter((push) => push.path === device.path);
      expect(pushes.map((push) => JSON.parse(device.subscription.decrypt(push.body)).body).sort()).toEqual(['first', 'second']);
    }
    expect(pushService.received.filter((push) => push.path === bystanderPhone.path)).toEqual([]);
  });

  it('pushes nothing for a notification whose transaction rolled back', async () => {
    const user = await signedInUser();
    const device = newDevice();
    await subscribe(user.headers, device.subscription.toJSON());

    const attempt = inTransaction(
      testApp.db,
      async (unit) => {
        await testApp.services.notifications.notify(unit, { userId: user.id, type: 'Post-Tip', message: 'never happened' });
        throw new Error('the tip failed after the notification was written');
      },
      (error) => {
        throw error;
      },
    );
    await expect(attempt).rejects.toThrow('the tip failed');
    await notify(user.id, 'after the rollback');
    await testApp.services.push.drain();

    const pushes = pushService.received.filter((push) => push.path === device.path);
    expect(pushes.map((push) => JSON.parse(device.subscription.decrypt(push.body)).body)).toEqual(['after the rollback']);
  });

  it('forgets a subscription the push service says is gone (410), and keeps pushing to the others', async () => {
    const user = await signedInUser();
    const [dropped, kept] = [newDevice('gone'), newDevice()];
    await subscribe(user.headers, dropped.subscription.toJSON());
    await subscribe(user.headers, kept.subscription.toJSON());

    await notify(user.id, 'one');
    await testApp.services.push.drain();
    await notify(user.id, 'two');
    await testApp.services.push.drain();

    expect(pushService.received.filter((push) => push.path === dropped.path)).toHaveLength(1);
    expect(pushService.received.filter((push) => push.path === kept.path)).toHaveLength(2);
    const removed = await unsubscribe(user.headers, dropped.subscription.toJSON().endpoint);
    expect(removed.json().data).toEqual({ removed: 0 });
  });
});

describe('push subscriptions', () => {
  it('answers the public key to anyone', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/notifications/push-key' });
    expect(response.json().data).toEqual({ public_key: vapid.publicKey });
  });

  it('stops pushing to a browser once the user opts out', async () => {
    const user = await signedInUser();
    const [leaving, staying] = [newDevice(), newDevice()];
    await subscribe(user.headers, leaving.subscription.toJSON());
    await subscribe(user.headers, staying.subscription.toJSON());

    expect((await unsubscribe(user.headers, leaving.subscription.toJSON().endpoint)).json().data).toEqual({ removed: 1 });
    await notify(user.id, 'after opting out');
    await testApp.services.push.drain();

    expect(pushService.received.filter((push) => push.path === leaving.path)).toEqual([]);
    expect(pushService.received.filter((push) => push.path === staying.path)).toHaveLength(1);
  });

  it("cannot remove another user's subscription; a browser subscribed by the next user to sign in on it pushes to that user only", async () => {
    const [first, second] = [await signedInUser(), await signedInUser()];
    const shared = newDevice();
    await subscribe(first.headers, shared.subscription.toJSON());

    expect((await unsubscribe(second.headers, shared.subscription.toJSON().endpoint)).json().data).toEqual({ removed: 0 });
    expect((await subscribe(second.headers, shared.subscription.toJSON())).statusCode).toBe(201);
    await notify(first.id, 'for the first user');
    await notify(second.id, 'for the second user');
    await testApp.services.push.drain();

    const pushes = pushService.received.filter((push) => push.path === shared.path);
    expect(pushes.map((push) => JSON.parse(shared.subscription.decrypt(push.body)).body)).toEqual(['for the second user']);
  });

  it('refuses a subscription that is not a browser’s, naming the field', async () => {
    const user = await signedInUser();
    const valid = newDevice().subscription.toJSON();
    const cases = [
      { payload: { ...valid, endpoint: valid.endpoint.replace('https:', 'http:') }, field: 'endpoint', message: pushMessages.endpoint },
      { payload: { ...valid, keys: { ...valid.keys, p256dh: valid.keys.p256dh.slice(1) } }, field: 'keys.p256dh', message: pushMessages.p256dh },
      { payload: { ...valid, keys: { ...valid.keys, auth: 'short' } }, field: 'keys.auth', message: pushMessages.auth },
      { payload: { ...valid, endpoint: 'https://internal.example/admin' }, field: 'endpoint', message: pushMessages.unsupportedService },
    ];
    for (const { payload, field, message } of cases) {
      const response = await subscribe(user.headers, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await subscribe({}, newDevice().subscription.toJSON())).statusCode).toBe(401);
    expect((await unsubscribe({}, 'https://localhost/x')).statusCode).toBe(401);
  });
});

describe('without VAPID keys', () => {
  it('answers no public key and refuses subscriptions with a clear message', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/notifications/push-key' })).json().data).toEqual({ public_key: null });
      const user = await createUser(plain);
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/notifications/push-subscriptions',
        headers: bearer(await signIn(plain, user.username)),
        payload: newDevice().subscription.toJSON(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(pushMessages.notSetUp);
    } finally {
      await plain.close();
    }
  });
});
