import { livenessSchema, readinessSchema } from '@velvet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('health routes', () => {
  it('answers liveness without asking any dependency', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(livenessSchema.parse(response.json()).status).toBe('ok');
  });

  it('is ready while the database answers, Redis being optional', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(readinessSchema.parse(response.json())).toEqual({ status: 'ready', database: 'up', redis: 'disabled' });
  });

  it('is unavailable, naming the database, when PostgreSQL cannot be reached', async () => {
    const unreachable = await createTestApp();
    try {
      // The app's pool ends: every later query fails as it does with the server gone.
      await unreachable.db.$client.end();
      const response = await unreachable.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'down', redis: 'disabled' });
      expect((await unreachable.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await unreachable.app.close();
    }
  });
});
