import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshWith } from '../../test/support/accounts.ts';
import { createTestApp, createUser, sessionOf, signIn, TEST_PASSWORD, type TestApp, type TestSession } from '../../test/support/test-app.ts';
import { hashOpaqueToken } from '../platform/auth/tokens.ts';
import { refreshTokens, users } from './schema.ts';
import { REFRESH_COOKIE } from './session-cookie.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const refresh = (session: Pick<TestSession, 'refresh_token'>) => refreshWith(testApp, session);
const refreshCookieOf = (response: LightMyRequestResponse) => response.cookies.find(({ name }) => name === REFRESH_COOKIE);

describe('POST /api/users/login', () => {
  it('signs in by username or by email, in any letter case', async () => {
    const user = await createUser(testApp);
    for (const login of [user.username, user.email.toUpperCase()]) {
      const tokens = await signIn(testApp, login);
      expect(tokens.token.split('.')).toHaveLength(3);
      expect(tokens.refresh_token.length).toBeGreaterThan(30);
    }
  });

  it('answers the access token alone and sets the refresh token as an HttpOnly, SameSite=Strict cookie of the refresh path', async () => {
    const user = await createUser(testApp);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: user.username, password: TEST_PASSWORD } });
    expect(response.json().data).toEqual({ token: expect.any(String) });
    const cookie = refreshCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/users/refresh-token', maxAge: 30 * 86_400 });
    // Plain http in tests and development: a Secure cookie would never come back.
    expect(cookie?.secure).toBeUndefined();
    expect(response.body).not.toContain(cookie?.value);
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const user = await createUser(behindProxy);
      const response = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: user.username, password: TEST_PASSWORD },
      });
      expect(refreshCookieOf(response)?.secure).toBe(true);
    } finally {
      await behindProxy.close();
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
  it('rotates through the cookie: each answer sets a new refresh token, which works in turn', async () => {
    const user = await createUser(testApp);
    const first = await signIn(testApp, user.username);
    const rotated = await refresh(first);
    expect(rotated.json().data).toEqual({ token: expect.any(String) });
    const second = sessionOf(rotated);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(refreshCookieOf(rotated)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/users/refresh-token' });
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('revokes the whole family when a token is presented again after its successor was used', async () => {
    const user = await createUser(testApp);
    const first = await signIn(testApp, user.username);
    const second = sessionOf(await refresh(first));
    const third = sessionOf(await refresh(second));

    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    // The thief's reuse also ends the legitimate holder's session.
    expect((await refresh(third)).statusCode).toBe(401);
  });

  it('revokes the whole family when a rotated token comes back after the grace for a lost answer', async () => {
    const user = await createUser(testApp);
    const first = await signIn(testApp, user.username);
    const second = sessionOf(await refresh(first));
    await testApp.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - interval '11 seconds'` })
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(first.refresh_token)));

    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('takes a token back moments after its answer was lost (a reload mid-refresh), in place of its unused successor', async () => {
    const user = await createUser(testApp);
    const first = await signIn(testApp, user.username);
    const lost = sessionOf(await refresh(first));

    const retried = await refresh(first);
    expect(retried.statusCode).toBe(200);
    const third = sessionOf(retried);
    expect((await refresh(third)).statusCode).toBe(200);
    // The successor that never reached the browser is void; showing up later, it leaked: the family goes.
    expect((await refresh(lost)).statusCode).toBe(401);
    expect((await refresh(third)).statusCode).toBe(401);
  });

  it('leaves one live refresh token when one token is refreshed twice at once', async () => {
    const user = await createUser(testApp);
    const tokens = await signIn(testApp, user.username);
    const { familyId } = (await testApp.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashOpaqueToken(tokens.refresh_token))))[0]!;

    const answers = await Promise.all([refresh(tokens), refresh(tokens)]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const live = await testApp.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(1);
  });

  it('reads the refresh token from the cookie only, never from the body', async () => {
    const user = await createUser(testApp);
    const tokens = await signIn(testApp, user.username);
    const posted = await testApp.app.inject({ method: 'POST', url: '/api/users/refresh-token', payload: { refresh_token: tokens.refresh_token } });
    expect([posted.statusCode, posted.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    expect((await refresh(tokens)).statusCode).toBe(200);
  });

  it('clears the cookie it refuses', async () => {
    const refused = await refresh({ refresh_token: 'not-a-token' });
    expect(refused.statusCode).toBe(401);
    expect(refreshCookieOf(refused)).toMatchObject({ value: '', path: '/api/users/refresh-token', httpOnly: true, sameSite: 'Strict' });
    expect(refreshCookieOf(refused)?.expires?.getTime()).toBeLessThan(Date.now());
  });
});

describe('DELETE /api/users/refresh-token (sign-out)', () => {
  it('revokes the session and clears the cookie', async () => {
    const user = await createUser(testApp);
    const tokens = await signIn(testApp, user.username);
    const signOut = await refreshWith(testApp, tokens, 'DELETE');
    expect(signOut.statusCode).toBe(204);
    expect(refreshCookieOf(signOut)).toMatchObject({ value: '', path: '/api/users/refresh-token' });
    expect(refreshCookieOf(signOut)?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await refresh(tokens)).statusCode).toBe(401);
  });

  it('answers 204 without a cookie too', async () => {
    expect((await testApp.app.inject({ method: 'DELETE', url: '/api/users/refresh-token' })).statusCode).toBe(204);
  });
});

describe('GET /api/users/me', () => {
  it('answers the signed-in user, for no cache to keep', async () => {
    const user = await createUser(testApp, { role: 'CREATOR' });
    const tokens = await signIn(testApp, user.username);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${tokens.token}` } });
    expect(response.json().data).toMatchObject({ _id: user.id, username: user.username, role: 'CREATOR', email_verified: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a token signed with the right secret but without an expiry', async () => {
    const user = await createUser(testApp);
    const key = new TextEncoder().encode(testApp.config.JWT_SECRET);
    const endless = await new SignJWT({ role: 'USER', sv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuedAt().sign(key);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${endless}` } });
    expect([response.statusCode, response.json().code]).toEqual([401, 'UNAUTHENTICATED']);
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

describe('Cache-Control of API answers', () => {
  it('is no-store by default, error answers included', async () => {
    const refused = await testApp.app.inject({ method: 'GET', url: '/api/users/me' });
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'no-store']);
    const openApi = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect([openApi.statusCode, openApi.headers['cache-control']]).toEqual([200, 'no-store']);
  });

  it("keeps a route's own caching", async () => {
    const user = await createUser(testApp);
    const tokens = await signIn(testApp, user.username);
    const countries = await testApp.app.inject({ method: 'GET', url: '/api/countries', headers: { authorization: `Bearer ${tokens.token}` } });
    expect([countries.statusCode, countries.headers['cache-control']]).toEqual([200, 'private, max-age=86400']);
  });
});
