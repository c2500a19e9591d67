import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROCESS_START_TIMEOUT_MS, startApiProcess, type ApiProcess } from '../support/processes.ts';

type OtlpSpan = { traceId: string; spanId: string; name: string; kind: number };
type OtlpExport = { resourceSpans: Array<{ resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> }; scopeSpans: Array<{ scope: { name: string }; spans: OtlpSpan[] }> }> };
type ReceivedSpan = OtlpSpan & { scope: string; service?: string };

/** A stand-in OTLP/HTTP collector: keeps every span posted to /v1/traces. */
function startCollector(): Promise<{ server: Server; url: string; spans: ReceivedSpan[] }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        for (const { resource, scopeSpans } of (JSON.parse(body) as OtlpExport).resourceSpans) {
          const service = resource.attributes.find(({ key }) => key === 'service.name')?.value.stringValue;
          for (const { scope, spans: posted } of scopeSpans) spans.push(...posted.map((span) => ({ ...span, scope: scope.name, service })));
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans })));
}

describe('OpenTelemetry tracing switched on by OTEL_ENABLED', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let api: ApiProcess;

  beforeAll(async () => {
    collector = await startCollector();
    api = await startApiProcess({
      DATABASE_URL: inject('databaseUrl'),
      ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
      OTEL_ENABLED: 'true',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
  }, PROCESS_START_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    await api?.stop();
    collector?.server.close();
  });

  it('exports the HTTP, Fastify and PostgreSQL spans of a request, in one trace, named for the service', async () => {
    expect((await fetch(`${api.baseUrl}/api/health`)).ok).toBe(true);
    // Start-up's own queries are traced too: wait for the request's server span and its database span, which may come in later batches.
    const requestSpan = () => collector.spans.find(({ scope, name }) => scope === '@opentelemetry/instrumentation-http' && name.startsWith('GET'));
    const scopesOfRequest = () => new Set(collector.spans.filter(({ traceId }) => traceId === requestSpan()?.traceId).map(({ scope }) => scope));
    await expect.poll(() => scopesOfRequest().has('@opentelemetry/instrumentation-pg'), { timeout: 15_000 }).toBe(true);

    const server = requestSpan();
    expect(server).toBeDefined();
    const scopes = scopesOfRequest();
    expect(scopes).toContain('@fastify/otel');
    expect(scopes).toContain('@opentelemetry/instrumentation-pg');
    if (process.env.REDIS_URL) expect(scopes).toContain('@opentelemetry/instrumentation-ioredis');
    expect(server!.service).toBe('velvet-api');
  });
});
