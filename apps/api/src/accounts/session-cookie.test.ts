import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSessionCookie, REFRESH_COOKIE, SESSION_HINT_COOKIE } from './session-cookie.ts';

/** A bare server whose one route hands a new session over, as the accounts routes do. */
async function serverWith(options: { production: boolean }) {
  const app = Fastify({ trustProxy: true });
  await app.register(cookie);
  const sessionCookie = createSessionCookie({ ...options, refreshTokenTtlDays: 30 });
  app.post('/session', (request, reply) => sessionCookie.handOver(request, reply, { token: 'access', refresh_token: 'refresh' }));
  app.post('/sign-out', (request, reply) => {
    sessionCookie.clear(request, reply);
    return {};
  });
  app.post('/challenge', (request, reply) => sessionCookie.handOver(request, reply, { otp_required: true, otp_id: 'o' }));
  return app;
}

const refreshCookie = (cookies: { name: string }[]) => cookies.find(({ name }) => name === REFRESH_COOKIE);

describe('createSessionCookie', () => {
  it('moves the refresh token into an HttpOnly, SameSite=Strict cookie of the refresh path, for as long as the token lives', async () => {
    const app = await serverWith({ production: false });
    const response = await app.inject({ method: 'POST', url: '/session' });
    expect(response.json()).toEqual({ token: 'access' });
    expect(refreshCookie(response.cookies)).toEqual({
      name: REFRESH_COOKIE,
      value: 'refresh',
      path: '/api/users/refresh-token',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 30 * 86_400,
    });
  });

  it('says a session exists, and nothing of it, in a cookie every page sees; clearing the session clears both', async () => {
    const app = await serverWith({ production: false });
    const response = await app.inject({ method: 'POST', url: '/session' });
    expect(response.cookies.find(({ name }) => name === SESSION_HINT_COOKIE)).toEqual({ name: SESSION_HINT_COOKIE, value: '1', path: '/', sameSite: 'Lax', maxAge: 30 * 86_400 });

    const signedOut = await app.inject({ method: 'POST', url: '/sign-out' });
    expect(signedOut.cookies.map(({ name, value }) => [name, value]).sort()).toEqual([[REFRESH_COOKIE, ''], [SESSION_HINT_COOKIE, '']]);
  });

  it('marks the cookie Secure over https, and always in production', async () => {
    const development = await serverWith({ production: false });
    const https = await development.inject({ method: 'POST', url: '/session', headers: { 'x-forwarded-proto': 'https' } });
    expect(refreshCookie(https.cookies)).toMatchObject({ secure: true });

    const production = await serverWith({ production: true });
    const plain = await production.inject({ method: 'POST', url: '/session' });
    expect(refreshCookie(plain.cookies)).toMatchObject({ secure: true });
  });

  it('leaves an answer without a session alone', async () => {
    const app = await serverWith({ production: false });
    const response = await app.inject({ method: 'POST', url: '/challenge' });
    expect(response.json()).toEqual({ otp_required: true, otp_id: 'o' });
    expect(response.cookies).toEqual([]);
  });
});
