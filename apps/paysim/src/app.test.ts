import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, TEST_API_KEY, type Sandbox } from './test/sandbox.ts';

describe('paysim server', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('answers its health check', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', service: 'paysim', uptime_seconds: expect.any(Number) });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await sandbox.app.inject({ method: 'POST', url: '/v1/nothing-here' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No route for POST /v1/nothing-here' } });
  });

  it.each([
    ['no Authorization header', undefined],
    ['another key', 'Bearer not-the-key'],
    ['another scheme', `Basic ${TEST_API_KEY}`],
  ])('refuses server-to-server calls with %s', async (_case, authorization) => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/v1/checkouts/chk_1', headers: authorization ? { authorization } : {} });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'Missing or invalid API key' } });
  });

  it('accepts a POST with an empty JSON body, and refuses malformed JSON', async () => {
    const headers = { authorization: `Bearer ${TEST_API_KEY}`, 'content-type': 'application/json' };
    const empty = await sandbox.app.inject({ method: 'POST', url: '/v1/payments/pay_unknown/void', headers, payload: '' });
    const malformed = await sandbox.app.inject({ method: 'POST', url: '/v1/payments', headers, payload: '{"amount":' });

    expect(empty.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('names the invalid field in a 400', async () => {
    const { status, body } = await sandbox.call('POST', '/v1/transfers', {
      body: { payee_id: 'pye_1', amount: 100, currency: 'dollars', reference: 'w' },
    });

    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid_request', message: expect.stringContaining('currency') } });
  });
});
