import type { Tokens } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, TEST_PASSWORD, type TestApp } from '../../test/support/test-app.ts';
import { users } from './schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const refresh = (refreshToken: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/users/refresh-token', payload: { refresh_token: refreshToken } });

describe('POST /api/users/login', () => {
  it('signs in by username or by email, in any letter case', async () => {
    const user = await createUser(testApp);
    for (const login of [user.username, user.email.toUpperCase()]) {
      const tokens = await signIn(testApp, login);
      expect(tokens.token.split('.')).toHaveLength(3);
      expect(tokens.refresh_token.length).toBeGreaterThan(30);
    }
  });

  it('names the username field when no user matches', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'nobody_here', password: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'No User Found', code: 'INVALID_CREDENTIALS', fields: { username: 'No User Found' } });
  });

  it('names the password field when the password is wrong', async () => {
    const user = await createUser(testApp);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: user.username, password: 'wrong' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().fields).toEqual({ password: 'Incorrect password' });
  });

  it("answers 'Your account is banned!' for a banned account", async () => {
    const user = await createUser(testApp);
    await testApp.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, user.id));
    const response = await testApp.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: user.username, password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Your account is banned!', code: 'ACCOUNT_BANNED' });
  });

  it("gives the spec's required-field messages", async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: '', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ username: 'Email is required', password: 'Password is required' });
  });
});

describe('POST /api/users/refresh-token', () => {
  it('rotates: the new pair works and the old refresh token does not', async () => {
    const user = await createUser(testApp);
    const first = await signIn(testApp, user.username);
    const second = (await refresh(first.refresh_token)).json<{ data: Tokens }>().data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const user = await createUser(testApp);
    const first = await signIn(testApp, user.username);
    const second = (await refresh(first.refresh_token)).json<{ data: Tokens }>().data;

    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    // The thief's reuse also ends the legitimate holder's session.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes of one token through', async () => {
    const user = await createUser(testApp);
    const tokens = await signIn(testApp, user.username);
    const answers = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a refresh token after sign-out', async () => {
    const user = await createUser(testApp);
    const tokens = await signIn(testApp, user.username);
    const signOut = await testApp.app.inject({ method: 'POST', url: '/api/users/logout', payload: { refresh_token: tokens.refresh_token } });
    expect(signOut.statusCode).toBe(204);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });
});

describe('GET /api/users/me', () => {
  it('answers the signed-in user', async () => {
    const user = await createUser(testApp, { role: 'CREATOR' });
    const tokens = await signIn(testApp, user.username);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${tokens.token}` } });
    expect(response.json().data).toMatchObject({ _id: user.id, username: user.username, role: 'CREATOR', email_verified: true });
  });

  it('refuses a missing or forged token', async () => {
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(missing.statusCode).toBe(401);
    const forged = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Bearer a.b.c' } });
    expect(forged.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers TOKEN_EXPIRED for an expired access token so the client refreshes', async () => {
    const shortLived = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '30' });
    try {
      const user = await createUser(shortLived);
      const { sign } = await import('../platform/auth/tokens.ts').then(({ createAccessTokens }) =>
        createAccessTokens({ secret: shortLived.config.JWT_SECRET, ttlSeconds: -10 }),
      );
      const expired = await sign({ id: user.id, role: 'USER', sessionVersion: 0 });
      const response = await shortLived.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${expired}` } });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('TOKEN_EXPIRED');
    } finally {
      await shortLived.close();
    }
  });
});
