import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client';
import { ApiRequestError } from './api-request-error';
import { createTokenStore } from './token-store';

type Call = { path: string; method: string; authorization: string | null; idempotencyKey: string | null; body: unknown };
type Handler = (call: Call) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const tokenExpired = () => json(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' });

type SetupOptions = { exclusive?: <T>(task: () => Promise<T>) => Promise<T>; initialAnswers?: Map<string, unknown> };

function setup(handler: Handler, { exclusive, initialAnswers }: SetupOptions = {}) {
  const calls: Call[] = [];
  const tokenStore = createTokenStore();
  let sessionExpiredCount = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      path: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      authorization: headers.get('Authorization'),
      idempotencyKey: headers.get('Idempotency-Key'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call);
  };
  const client = createApiClient({ fetch, tokenStore, onSessionExpired: () => (sessionExpiredCount += 1), exclusive, initialAnswers });
  return { client, calls, tokenStore, sessionExpiredCount: () => sessionExpiredCount };
}

const meSchema = z.object({ username: z.string() });

describe('createApiClient', () => {
  it('sends the bearer token and answers the data of the envelope', async () => {
    const { client, calls, tokenStore } = setup(() => json(200, { data: { username: 'mila' } }));
    tokenStore.setTokens({ token: 'access-1' });

    await expect(client.request({ path: '/api/users/me', schema: meSchema })).resolves.toEqual({ username: 'mila' });
    expect(calls[0]?.authorization).toBe('Bearer access-1');
  });

  it("answers a guest's first GET of a path from the answers sent with the page, once, then asks the server", async () => {
    const initialAnswers = new Map([['/api/creators', { data: { username: 'from-page' } }]]);
    const { client, calls } = setup(() => json(200, { data: { username: 'from-server' } }), { initialAnswers });

    await expect(client.request({ path: '/api/creators', schema: meSchema })).resolves.toEqual({ username: 'from-page' });
    expect(calls).toEqual([]);
    await expect(client.request({ path: '/api/creators', schema: meSchema })).resolves.toEqual({ username: 'from-server' });
    expect(calls).toHaveLength(1);
  });

  it('never answers a signed-in user from what was sent to a guest', async () => {
    const initialAnswers = new Map([['/api/creators', { data: { username: 'from-page' } }]]);
    const { client, tokenStore } = setup(() => json(200, { data: { username: 'from-server' } }), { initialAnswers });
    tokenStore.setTokens({ token: 'access-1' });

    await expect(client.request({ path: '/api/creators', schema: meSchema })).resolves.toEqual({ username: 'from-server' });
  });

  it("reads a guest's answer sent with the page at once, for a query's initial data, and only once", () => {
    const initialAnswers = new Map([['/api/creators', { data: { username: 'from-page' } }]]);
    const { client, calls } = setup(() => json(200, { data: { username: 'from-server' } }), { initialAnswers });

    expect(client.initialData('/api/creators', meSchema)).toEqual({ username: 'from-page' });
    expect(client.initialData('/api/creators', meSchema)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('gives a signed-in user no initial data from what was sent to a guest', () => {
    const initialAnswers = new Map([['/api/creators', { data: { username: 'from-page' } }]]);
    const { client, tokenStore } = setup(() => json(200, { data: { username: 'from-server' } }), { initialAnswers });
    tokenStore.setTokens({ token: 'access-1' });

    expect(client.initialData('/api/creators', meSchema)).toBeUndefined();
  });

  it("throws an ApiRequestError carrying the server's message and code", async () => {
    const { client } = setup(() => json(403, { message: 'Your account is banned!', code: 'ACCOUNT_BANNED' }));

    const error = await client.request({ path: '/api/users/login', method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: 'ACCOUNT_BANNED', message: 'Your account is banned!' });
  });

  it('uses the spec message for a rate limit that has no error body', async () => {
    const { client } = setup(() => new Response('', { status: 429 }));

    await expect(client.request({ path: '/api/creators' })).rejects.toThrow(
      'Too many requests. Please try again in a few minutes.',
    );
  });

  it("carries a 429's Retry-After, in seconds", async () => {
    const { client } = setup(
      () => new Response(JSON.stringify({ message: 'Too many requests. Please try again in a few minutes.', code: 'RATE_LIMITED' }), { status: 429, headers: { 'Retry-After': '42' } }),
    );

    await expect(client.request({ path: '/api/creators' })).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });

  it('refreshes once for concurrent TOKEN_EXPIRED answers, stores the new token and retries each call', async () => {
    const { client, calls, tokenStore } = setup(async ({ path, authorization }) => {
      if (path === '/api/users/refresh-token') {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(200, { data: { token: 'access-2' } });
      }
      return authorization === 'Bearer access-2' ? json(200, { data: { username: path } }) : tokenExpired();
    });
    tokenStore.setTokens({ token: 'access-1' });

    const answers = await Promise.all([
      client.request({ path: '/a', schema: meSchema }),
      client.request({ path: '/b', schema: meSchema }),
      client.request({ path: '/c', schema: meSchema }),
    ]);

    expect(answers.map((answer) => answer.username)).toEqual(['/a', '/b', '/c']);
    const refreshCalls = calls.filter((call) => call.path === '/api/users/refresh-token');
    expect(refreshCalls).toHaveLength(1);
    // The refresh token rides in its HttpOnly cookie: nothing in the body, nothing in the header.
    expect(refreshCalls[0]).toMatchObject({ method: 'POST', body: undefined, authorization: null });
    expect(tokenStore.getTokens()).toEqual({ token: 'access-2' });
  });

  it('retries only once when the fresh token is refused too', async () => {
    const { client, calls, tokenStore } = setup(({ path }) =>
      path === '/api/users/refresh-token'
        ? json(200, { data: { token: 'access-2' } })
        : tokenExpired(),
    );
    tokenStore.setTokens({ token: 'access-1' });

    await expect(client.request({ path: '/a' })).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(calls.map((call) => call.path)).toEqual(['/a', '/api/users/refresh-token', '/a']);
  });

  it('signs the user out when the refresh token is refused', async () => {
    const { client, tokenStore, sessionExpiredCount } = setup(({ path }) =>
      path === '/api/users/refresh-token' ? json(401, { message: 'Unauthenticated', code: 'UNAUTHENTICATED' }) : tokenExpired(),
    );
    tokenStore.setTokens({ token: 'access-1' });

    await expect(client.request({ path: '/a' })).rejects.toThrow('Your session has expired. Please sign in again.');
    expect(tokenStore.getTokens()).toBeNull();
    expect(sessionExpiredCount()).toBe(1);
  });

  it('signs the user out when the server no longer accepts the access token', async () => {
    const { client, calls, tokenStore, sessionExpiredCount } = setup(() =>
      json(401, { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }),
    );
    tokenStore.setTokens({ token: 'revoked' });

    await expect(client.request({ path: '/a' })).rejects.toThrow('Please sign in to continue.');
    expect(calls).toHaveLength(1);
    expect(tokenStore.getTokens()).toBeNull();
    expect(sessionExpiredCount()).toBe(1);
  });

  it('keeps the session for other 401 answers', async () => {
    const { client, calls, tokenStore } = setup(() => json(401, { message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' }));
    tokenStore.setTokens({ token: 'access-1' });

    await expect(client.request({ path: '/a' })).rejects.toThrow('Invalid username or password');
    expect(calls).toHaveLength(1);
    expect(tokenStore.getTokens()).not.toBeNull();
  });

  it('reports a network failure with the retry message', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(client.request({ path: '/a' })).rejects.toMatchObject({
      status: 0,
      message: 'Something went wrong. Please try again later',
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    const { client } = setup(() => json(200, { data: { user: 'mila' } }));

    await expect(client.request({ path: '/a', schema: meSchema })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it.each([
    ['an array', [{ username: 'mila' }]],
    ['null', null],
    ['a bare payload', 'mila'],
    ['an object without data', { username: 'mila' }],
  ])('rejects %s in place of the { data } envelope', async (_, body) => {
    const { client } = setup(() => json(200, body));

    await expect(client.request({ path: '/a', schema: meSchema })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('sends the extra headers, and the same ones again on the retry after a refresh', async () => {
    const { client, calls, tokenStore } = setup(({ path, authorization }) => {
      if (path === '/api/users/refresh-token') return json(200, { data: { token: 'access-2' } });
      return authorization === 'Bearer access-2' ? json(200, { data: { username: 'paid' } }) : tokenExpired();
    });
    tokenStore.setTokens({ token: 'access-1' });

    await client.request({ path: '/api/tips', method: 'POST', body: {}, headers: { 'Idempotency-Key': 'key-1' }, schema: meSchema });

    const tipCalls = calls.filter((call) => call.path === '/api/tips');
    expect(tipCalls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });
});

describe('createApiClient: restoring the session at page load', () => {
  it('trades the refresh cookie for an access token; a call made meanwhile waits and carries it', async () => {
    const { client, calls, tokenStore } = setup(async ({ path }) => {
      if (path === '/api/users/refresh-token') {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(200, { data: { token: 'access-1' } });
      }
      return json(200, { data: { username: 'mila' } });
    });

    const restoring = client.restoreSession();
    expect(tokenStore.getState()).toEqual({ status: 'restoring' });
    const me = client.request({ path: '/api/users/me', schema: meSchema });
    await restoring;

    await expect(me).resolves.toEqual({ username: 'mila' });
    expect(calls.map((call) => [call.path, call.authorization])).toEqual([
      ['/api/users/refresh-token', null],
      ['/api/users/me', 'Bearer access-1'],
    ]);
    expect(tokenStore.getState()).toEqual({ status: 'signed-in', tokens: { token: 'access-1' } });
  });

  it('makes a guest of a refused cookie, without telling a session expired', async () => {
    const { client, tokenStore, sessionExpiredCount } = setup(() => json(401, { message: 'Your session has expired. Please sign in again.', code: 'UNAUTHENTICATED' }));

    await client.restoreSession();

    expect(tokenStore.getState()).toEqual({ status: 'guest' });
    expect(sessionExpiredCount()).toBe(0);
  });

  it('is unavailable, with the error, when the refresh is rate limited; the session is kept for a retry', async () => {
    let limited = true;
    const { client, tokenStore } = setup(() =>
      limited
        ? new Response(JSON.stringify({ message: 'Too many requests. Please try again in a few minutes.', code: 'RATE_LIMITED' }), { status: 429, headers: { 'Retry-After': '30' } })
        : json(200, { data: { token: 'access-1' } }),
    );

    await client.restoreSession();
    const state = tokenStore.getState();
    expect(state.status).toBe('unavailable');
    expect(state.status === 'unavailable' && state.error).toMatchObject({ status: 429, retryAfterSeconds: 30 });

    limited = false;
    await client.restoreSession();
    expect(tokenStore.getTokens()).toEqual({ token: 'access-1' });
  });

  it('refreshes inside the exclusive section the tabs share', async () => {
    const events: string[] = [];
    const exclusive = async <T,>(task: () => Promise<T>) => {
      events.push('lock');
      const result = await task();
      events.push('unlock');
      return result;
    };
    const { client } = setup(
      () => {
        events.push('refresh');
        return json(200, { data: { token: 'access-1' } });
      },
      { exclusive },
    );

    await client.restoreSession();

    expect(events).toEqual(['lock', 'refresh', 'unlock']);
  });
});
