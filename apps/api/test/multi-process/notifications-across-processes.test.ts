import type { Notification, Tokens } from '@velvet/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PROCESS_START_TIMEOUT_MS, startApiProcess, type ApiProcess } from '../support/processes.ts';
import { connectSocket, nextEvent } from '../support/sockets.ts';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`Redis is not reachable at ${redisUrl}: the multi-process test is skipped`);

async function signInOver(baseUrl: string, username: string): Promise<Tokens> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: TEST_PASSWORD }),
  });
  return ((await response.json()) as { data: Tokens }).data;
}

describe.skipIf(!hasRedis)('two API processes sharing PostgreSQL and Redis', () => {
  let factory: TestApp;
  let first: ApiProcess;
  let second: ApiProcess;

  beforeAll(async () => {
    factory = await createTestApp();
    const env = { DATABASE_URL: inject('databaseUrl'), REDIS_URL: redisUrl, JWT_SECRET: factory.config.JWT_SECRET };
    [first, second] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, PROCESS_START_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await factory?.close();
  });

  it('delivers a notification emitted by one process to a socket connected to the other', async () => {
    const [admin, fan] = [await createUser(factory, { role: 'ADMIN' }), await createUser(factory)];
    const fanTokens = await signInOver(second.baseUrl, fan.username);
    const socket = await connectSocket(second.baseUrl, fanTokens.token);
    try {
      const pushed = nextEvent<Notification>(socket, 'Notification');
      const adminTokens = await signInOver(first.baseUrl, admin.username);
      const response = await fetch(`${first.baseUrl}/api/admin/announcements`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminTokens.token}` },
        body: JSON.stringify({ user_id: fan.id, message: 'Sent through process one' }),
      });
      expect(response.status).toBe(201);
      expect(await pushed).toMatchObject({ type: 'Announcement', message: 'Sent through process one' });
    } finally {
      socket.close();
    }
  });

  it('reports Redis as up in /api/health', async () => {
    const health = await fetch(`${second.baseUrl}/api/health`).then((response) => response.json());
    expect(health).toMatchObject({ database: 'up', redis: 'up' });
  });
});
