import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/support/test-app.ts';
import { productionEnv } from '../../../test/support/production-env.ts';

const scrape = (testApp: TestApp, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  testApp.app.inject({ method: 'GET', url: '/metrics', ...options });

/** The value of one sample line, e.g. `velvet_ledger_drift 0`, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers in Prometheus text with request latency by route pattern, never the raw URL', async () => {
    const username = `nobody_${randomBytes(4).toString('hex')}`;
    expect((await testApp.app.inject({ method: 'GET', url: `/api/creators/${username}` })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const response = await scrape(testApp);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('velvet_http_request_duration_seconds_count{method="GET",route="/api/creators/:username",status_class="4xx"} 1');
    expect(response.body).toMatch(/velvet_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_class="2xx"\} [1-9]/);
    expect(response.body).not.toContain(username);
  });

  it('reports the database pool, open sockets, and the process', async () => {
    const { body } = await scrape(testApp);
    expect(sample(body, 'velvet_db_pool_connections')).toBeGreaterThan(0);
    expect(sample(body, 'velvet_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'velvet_db_pool_waiting_queries')).toBe(0);
    expect(sample(body, 'velvet_realtime_open_sockets')).toBe(0);
    expect(body).toContain('process_cpu_user_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts notifications pushed, by type', async () => {
    const fan = await createUser(testApp);
    await testApp.services.notifications.notifyNow({ userId: fan.id, type: 'Announcement', message: 'Counted' });
    expect(sample((await scrape(testApp)).body, 'velvet_notifications_pushed_total{type="Announcement"}')).toBeGreaterThanOrEqual(1);
  });

  it("observes a webhook's wait at the provider when the inbox applies it, not when it is a duplicate", async () => {
    const event = { id: `evt_${randomUUID()}`, type: 'metrics.test', created: Math.floor(Date.now() / 1000) - 120, data: {} };
    expect(await testApp.services.webhooks.receive(event)).toBe('applied');
    expect(await testApp.services.webhooks.receive(event)).toBe('duplicate');
    const { body } = await scrape(testApp);
    expect(sample(body, 'velvet_webhook_delivery_lag_seconds_count')).toBe(1);
    expect(sample(body, 'velvet_webhook_delivery_lag_seconds_sum')).toBeGreaterThanOrEqual(120);
    expect(sample(body, 'velvet_webhook_delivery_lag_seconds_bucket{le="60"}')).toBe(0);
  });

  it('shows the ledger drift only once verifyLedger() has run', async () => {
    expect((await scrape(testApp)).body).not.toContain('velvet_ledger_drift');
    expect(await testApp.observability.checkLedger()).toEqual({ drift: 0 });
    const { body } = await scrape(testApp);
    expect(sample(body, 'velvet_ledger_drift')).toBe(0);
    expect(sample(body, 'velvet_ledger_verified_timestamp_seconds')).toBeGreaterThan(0);
  });
});

describe('GET /metrics outside development', () => {
  const token = randomBytes(24).toString('hex');
  const production = productionEnv({ METRICS_TOKEN: token });
  const remoteAddress = '203.0.113.7';
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(production);
  });
  afterAll(() => testApp.close());

  it('refuses another machine without the token, or with a wrong one, with 401', async () => {
    expect((await scrape(testApp, { remoteAddress })).statusCode).toBe(401);
    const wrong = await scrape(testApp, { remoteAddress, headers: { authorization: `Bearer ${randomBytes(24).toString('hex')}` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Metrics need the metrics token.' });
  });

  it("answers the token's bearer, and this machine without one", async () => {
    const withToken = await scrape(testApp, { remoteAddress, headers: { authorization: `Bearer ${token}` } });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('velvet_http_request_duration_seconds');
    expect((await scrape(testApp, { remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });

  it('treats a request a proxy on this machine forwarded as from another machine', async () => {
    expect((await scrape(testApp, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': remoteAddress } })).statusCode).toBe(401);
  });

  it('is not there for other machines when no token is configured (tests)', async () => {
    const unconfigured = await createTestApp();
    try {
      expect((await scrape(unconfigured, { remoteAddress })).statusCode).toBe(404);
    } finally {
      await unconfigured.close();
    }
  });
});
