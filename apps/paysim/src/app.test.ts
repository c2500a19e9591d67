import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PaysimApp } from './app.ts';
import { loadConfig } from './config.ts';

describe('paysim server', () => {
  let app: PaysimApp;

  beforeAll(async () => {
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), logger: false });
  });
  afterAll(() => app.close());

  it('answers its health check', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', service: 'paysim', uptime_seconds: expect.any(Number) });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/nothing-here' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No route for POST /v1/nothing-here' } });
  });
});
