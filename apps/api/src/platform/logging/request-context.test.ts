import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createLogger } from '../logger.ts';

type LogLine = Record<string, unknown> & { msg?: string };

/** Every line the logger writes, parsed, and how many times each raw line names reqId. */
function captureLines() {
  const lines: Array<{ line: LogLine; reqIdKeys: number }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const raw of chunk.toString().split('\n').filter(Boolean)) {
        lines.push({ line: JSON.parse(raw) as LogLine, reqIdKeys: raw.split('"reqId"').length - 1 });
      }
      callback();
    },
  });
  return { stream, lines };
}

describe('request ids in log lines', () => {
  const captured = captureLines();
  const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, captured.stream);
  let testApp: TestApp;

  let baseUrl: string;

  const linesSaying = (msg: string) => captured.lines.filter(({ line }) => line.msg === msg);

  /** Over a real connection: the body then arrives in the socket's async context, not the request's. */
  const post = (reqId: string) =>
    fetch(`${baseUrl}/test/log-context`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': reqId },
      // Large enough to arrive in several chunks after the headers.
      body: JSON.stringify({ marker: reqId, padding: 'x'.repeat(256 * 1024) }),
    });

  beforeAll(async () => {
    testApp = await createTestApp({}, {
      logger,
      beforeReady: (app) => {
        // Service code: the module logger every service receives, never request.log, after a body was parsed and a few awaits.
        app.post('/test/log-context', { config: { auth: 'public' } }, async (request) => {
          await sleep(5);
          await testApp.db.$client.query('SELECT 1');
          logger.warn({ marker: (request.body as { marker: string }).marker }, 'logged by service code');
          return { ok: true };
        });
      },
    });
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => testApp.close());

  it("carries the request's id on lines service code logs during it, once per line", async () => {
    const reqId = `trace-${randomUUID()}`;
    expect((await post(reqId)).status).toBe(200);

    const [serviceLine] = linesSaying('logged by service code').filter(({ line }) => line.marker === reqId);
    expect(serviceLine?.line.reqId).toBe(reqId);
    expect(serviceLine?.reqIdKeys).toBe(1);
    const ownLines = captured.lines.filter(({ line }) => line.reqId === reqId).map(({ line }) => line.msg);
    expect(ownLines).toEqual(expect.arrayContaining(['incoming request', 'logged by service code', 'request completed']));
    expect(captured.lines.filter(({ line }) => line.reqId === reqId).every(({ reqIdKeys }) => reqIdKeys === 1)).toBe(true);
  });

  it('keeps concurrent requests apart', async () => {
    const ids = Array.from({ length: 6 }, () => `trace-${randomUUID()}`);
    await Promise.all(ids.map(post));
    for (const id of ids) {
      const line = linesSaying('logged by service code').find(({ line: candidate }) => candidate.marker === id);
      expect(line?.line.reqId).toBe(id);
    }
  });

  it('adds no reqId to lines logged outside a request', () => {
    logger.info('outside any request');
    const [outside] = linesSaying('outside any request');
    expect(outside?.line).not.toHaveProperty('reqId');
  });
});
