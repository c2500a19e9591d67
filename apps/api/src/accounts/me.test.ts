import type { Me } from '@velvet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { knownDevices } from './schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const me = async (username: string) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(await signIn(testApp, username)) })).json<{ data: Me }>().data;

describe('GET /api/users/me: the spec’s user fields', () => {
  it('answers loggedIn, the payout account (masspay_data) not yet activated, and a location without a city when no device told one', async () => {
    const user = await createUser(testApp, { role: 'CREATOR' });
    expect(await me(user.username)).toMatchObject({ loggedIn: true, masspay_data: { is_activated: false }, userLocation: { country: null, city: null } });
  });

  it('takes the city from the device the user was last seen on', async () => {
    const user = await createUser(testApp);
    const long = new Date(Date.now() - 86_400_000);
    await testApp.db.insert(knownDevices).values([
      { userId: user.id, deviceHash: 'old', deviceInfo: { city: 'Utrecht' }, lastSeenAt: long },
      { userId: user.id, deviceHash: 'new', deviceInfo: { city: 'Amsterdam' }, lastSeenAt: new Date() },
    ]);
    expect((await me(user.username)).userLocation.city).toBe('Amsterdam');
  });
});
