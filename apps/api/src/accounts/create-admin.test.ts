import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, uniqueName, type TestApp } from '../../test/support/test-app.ts';
import { createAdmin } from './create-admin.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('createAdmin (npm run admin:create)', () => {
  it('makes an admin who signs in with the password the operator chose', async () => {
    const username = uniqueName('ops');
    const admin = await createAdmin(testApp.db, { username, email: `${username}@example.test`, password: 'Chosen#Secret1' });
    const tokens = await signIn(testApp, username, 'Chosen#Secret1');
    const me = await testApp.app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: `Bearer ${tokens.token}` } });
    expect(admin.username).toBe(username);
    expect(me.statusCode).toBe(200);
  });

  it('refuses a weak password with the sign-up rules, and an account that exists', async () => {
    const username = uniqueName('ops');
    await expect(createAdmin(testApp.db, { username, email: `${username}@example.test`, password: 'weak' })).rejects.toThrow(/password: Password must be at least 8 characters/);
    await createAdmin(testApp.db, { username, email: `${username}@example.test`, password: 'Chosen#Secret1' });
    await expect(createAdmin(testApp.db, { username, email: `other_${username}@example.test`, password: 'Chosen#Secret1' })).rejects.toThrow(
      'An account with this username or email already exists.',
    );
  });
});
