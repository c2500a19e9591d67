import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { SessionRead } from '../auth/guard.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => testApp.close());

const login = (payload: string, contentType = 'application/json') =>
  testApp.app.inject({ method: 'POST', url: '/api/users/login', payload, headers: { 'content-type': contentType } });

describe('bad input', () => {
  it('answers malformed JSON with 400 naming the body', async () => {
    const response = await login('{"username":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { body: 'Malformed JSON' } });
  });

  it('names an unknown field', async () => {
    const response = await login(JSON.stringify({ username: 'a', password: 'b', is_admin: true }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ is_admin: 'Unrecognized key: "is_admin"' });
  });

  it('names a field of the wrong type', async () => {
    const response = await login(JSON.stringify({ username: 42, password: 'b' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['username']);
  });

  it('refuses an oversize body with 413', async () => {
    const response = await login(JSON.stringify({ username: 'a'.repeat(4096), password: 'b' }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await login('username=a', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route GET /api/no-such-thing', code: 'NOT_FOUND' });
  });
});

describe('rate limits', () => {
  it("answers the spec's message once sign-in attempts run out", async () => {
    const limitedApp = await createTestApp({ SIGN_IN_ATTEMPTS_PER_MINUTE: '2' });
    try {
      const attempt = () =>
        limitedApp.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'nobody_here', password: 'x' } });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Too many requests. Please try again in a few minutes.', code: 'RATE_LIMITED' });
    } finally {
      await limitedApp.close();
    }
  });
});

describe('platform routes', () => {
  it('reports the database in /api/health', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up', redis: 'disabled' });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/notification/read-unread-counts']).toBeDefined();
    expect(document.paths['/api/users/login'].post.requestBody).toBeDefined();
  });

  it("names every route's auth policy in the OpenAPI document, and needs no token on public ones", async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(paths['/api/posts/{id}'].get).toMatchObject({ 'x-auth': 'public', security: [] });
    expect(paths['/api/chat/conversations'].get['x-auth']).toBe('signed-in');
    expect(paths['/api/chat/conversations'].get.security).toBeUndefined();
    expect(paths['/api/admin/users'].get['x-auth']).toEqual(['ADMIN']);
    const operations = Object.values(paths as Record<string, Record<string, { 'x-auth'?: unknown }>>).flatMap((operation) => Object.values(operation));
    expect(operations.filter((operation) => operation['x-auth'] === undefined)).toEqual([]);
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the same security headers on every answer, refusals and unknown routes included', async () => {
    const answers = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/api/health' }),
      testApp.app.inject({ method: 'GET', url: '/api/wallet' }),
      testApp.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404]);
    const frameSource = new URL(testApp.config.PAYSIM_PUBLIC_URL).origin;
    for (const { headers } of answers) {
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cache-control': 'no-store',
      });
      expect(headers['content-security-policy']).toContain(`frame-src 'self' ${frameSource}`);
      expect(headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it('masks an unexpected failure as a 500 with a request id', async () => {
    const failing = await createTestApp(
      {},
      { beforeReady: (app) => app.get('/api/boom', { config: { auth: 'public' } }, () => Promise.reject(new Error('secret internals'))) },
    );
    try {
      const response = await failing.app.inject({ method: 'GET', url: '/api/boom', headers: { 'x-request-id': 'req-42' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong', code: 'INTERNAL', requestId: 'req-42' });
    } finally {
      await failing.close();
    }
  });

  it('refuses at start-up a route that does not declare who may call it', async () => {
    await expect(createTestApp({}, { beforeReady: (app) => app.get('/api/undeclared', () => 'open') })).rejects.toThrow(
      'Route GET /api/undeclared does not declare config.auth',
    );
  });

  it('refuses at start-up a public route that reads with the session check', async () => {
    const read: SessionRead<number> = { name: 'test', value: () => sql<number>`1`, fromDriver: (raw) => raw as number };
    await expect(
      createTestApp({}, { beforeReady: (app) => app.get('/api/public-read', { config: { auth: 'public', sessionRead: read } }, () => 'open') }),
    ).rejects.toThrow('Route GET /api/public-read reads with the session check: it must require a signed-in caller');
  });
});
