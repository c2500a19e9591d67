import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { productionEnv } from '../../../test/support/production-env.ts';

async function withApp(env: Record<string, string>, run: (testApp: TestApp) => Promise<void>) {
  const testApp = await createTestApp(env);
  try {
    await run(testApp);
  } finally {
    await testApp.close();
  }
}

/** Sign-in attempts for accounts that do not exist: only the per-address limit can refuse them. */
const signInFrom = (testApp: TestApp, remoteAddress: string, forwardedFor?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { username: `nobody_${randomBytes(4).toString('hex')}`, password: 'wrong-password' },
  });

const forgedAddresses = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];

/** The statuses of one sign-in attempt per X-Forwarded-For value, one after another, all from one connection address. */
async function statusesOf(testApp: TestApp, remoteAddress: string, forwardedFor: string[]) {
  const statuses = [];
  for (const header of forwardedFor) statuses.push((await signInFrom(testApp, remoteAddress, header)).statusCode);
  return statuses;
}

describe('client addresses', () => {
  it('ignores a forged X-Forwarded-For when TRUST_PROXY is off (the default)', async () => {
    await withApp({ SIGN_IN_ATTEMPTS_PER_MINUTE: '2' }, async (testApp) => {
      expect(await statusesOf(testApp, '203.0.113.7', forgedAddresses)).toEqual([401, 401, 429, 429]);
    });
  });

  it('honours X-Forwarded-For from a trusted proxy, and only from it', async () => {
    await withApp({ SIGN_IN_ATTEMPTS_PER_MINUTE: '2', TRUST_PROXY: '10.0.0.0/8' }, async (testApp) => {
      expect(await statusesOf(testApp, '10.0.0.5', forgedAddresses)).toEqual([401, 401, 401, 401]);
      expect(await statusesOf(testApp, '203.0.113.8', forgedAddresses)).toEqual([401, 401, 429, 429]);
    });
  });

  it('trusts exactly the configured number of hops', async () => {
    await withApp({ SIGN_IN_ATTEMPTS_PER_MINUTE: '2', TRUST_PROXY: '1' }, async (testApp) => {
      // The load balancer appends the address it saw; anything before it was written by the client.
      const chains = forgedAddresses.map((client) => `192.0.2.66, ${client}`);
      expect(await statusesOf(testApp, '10.0.0.5', chains)).toEqual([401, 401, 401, 401]);
    });
  });

  it('keeps a request id only when it is a plain token: it goes into every log line', async () => {
    const failing = await createTestApp({}, { beforeReady: (app) => app.get('/api/boom', { config: { auth: 'public' } }, () => Promise.reject(new Error('boom'))) });
    try {
      const requestIdOf = async (header: string) =>
        (await failing.app.inject({ method: 'GET', url: '/api/boom', headers: { 'x-request-id': header } })).json().requestId;
      expect(await requestIdOf('trace-7.a_b')).toBe('trace-7.a_b');
      expect(await requestIdOf('x forged\tlog line')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await failing.close();
    }
  });
});

describe('the dev mailbox', () => {
  const outbox = (testApp: TestApp, remoteAddress: string) => testApp.app.inject({ method: 'GET', url: '/api/dev/outbox?to=alex@velvet.test', remoteAddress });

  it('answers a client on this machine only', async () => {
    await withApp({}, async (testApp) => {
      expect((await outbox(testApp, '127.0.0.1')).statusCode).toBe(200);
      expect((await outbox(testApp, '::1')).statusCode).toBe(200);
      const remote = await outbox(testApp, '203.0.113.9');
      expect(remote.statusCode).toBe(403);
      expect(remote.json()).toEqual({ code: 'FORBIDDEN', message: 'The dev mailbox answers only on this machine.' });
    });
  });

  it('is not there in production', async () => {
    await withApp(productionEnv(), async (testApp) => {
      expect((await outbox(testApp, '127.0.0.1')).statusCode).toBe(404);
    });
  });
});
