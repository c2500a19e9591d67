import { readinessSchema } from '@velvet/contracts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { connectSocket, nextEvent } from '../test/support/sockets.ts';
import { createTestApp, createUser, signIn } from '../test/support/test-app.ts';
import { shutDown } from './platform/lifecycle.ts';
import { shutdownSteps } from './shutdown.ts';

const logger = pino({ level: process.env.DEBUG_SHUTDOWN ? 'debug' : 'silent' });

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('graceful shutdown', () => {
  it('answers readiness 503 from the signal on, stops accepting, ends sockets, drains the request in flight, then closes the pool', async () => {
    const entered = gate();
    const release = gate();
    const testApp = await createTestApp(
      {},
      {
        beforeReady: (app) =>
          app.get('/api/test/slow', { config: { auth: 'public' } }, async () => {
            entered.open();
            await release.opened;
            return { done: true };
          }),
      },
    );
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = testApp.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    const socket = await connectSocket(base, (await signIn(testApp, (await createUser(testApp)).username)).token);
    const socketEnded = nextEvent<string>(socket, 'disconnect', 30_000);

    const inFlight = fetch(`${base}/api/test/slow`);
    await entered.opened;
    const stopped = shutDown({
      lifecycle: testApp.lifecycle,
      logger,
      // Long enough to ask readiness before the port closes.
      delayMs: 2_000,
      timeoutMs: 30_000,
      steps: shutdownSteps({ app: testApp.app, hub: testApp.hub, closeDatabase: () => testApp.db.$client.end() }),
    });

    const ready = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(readinessSchema.parse(ready.json())).toEqual({ status: 'shutting_down' });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    await until(() => !testApp.app.server.listening);
    // A transport close, not a server disconnect: the client reconnects, to another process.
    expect(await socketEnded).toBe('transport close');
    await expect(fetch(`${base}/api/health/ready`)).rejects.toThrow();
    expect(testApp.db.$client.ending).toBe(false);

    release.open();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.json()).toEqual({ done: true });
    expect(await stopped).toBe(true);
    expect(testApp.db.$client.ended).toBe(true);
  });

  it('gives up at the deadline on a step that does not end, and says so', async () => {
    const testApp = await createTestApp();
    try {
      const stuck = { name: 'stuck', run: () => new Promise<never>(() => undefined) };
      expect(await shutDown({ lifecycle: testApp.lifecycle, logger, delayMs: 0, timeoutMs: 200, steps: [stuck] })).toBe(false);
      expect(testApp.lifecycle.isStopping()).toBe(true);
    } finally {
      await testApp.close();
    }
  });

  it('still runs the later steps when one fails, and reports the shutdown unclean', async () => {
    const testApp = await createTestApp();
    const failing = { name: 'failing', run: () => Promise.reject(new Error('redis gone')) };
    const clean = await shutDown({
      lifecycle: testApp.lifecycle,
      logger,
      delayMs: 0,
      timeoutMs: 30_000,
      steps: [failing, ...shutdownSteps({ app: testApp.app, hub: testApp.hub, closeDatabase: () => testApp.db.$client.end() })],
    });
    expect(clean).toBe(false);
    expect(testApp.db.$client.ended).toBe(true);
  });
});
