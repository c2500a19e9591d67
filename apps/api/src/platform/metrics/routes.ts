import { messages } from '@velvet/contracts';
import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import { AppError, notFound } from '../errors.ts';
import { isLoopback } from '../http/loopback.ts';
import type { Api } from '../http/types.ts';
import type { MetricsRegistry } from './registry.ts';

type MetricsRoutesOptions = { metrics: MetricsRegistry; config: Pick<Config, 'NODE_ENV' | 'METRICS_TOKEN'> };

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Open in development; elsewhere to this machine (a direct connection: a proxy on this machine forwards
 * others' requests, marked by X-Forwarded-For) or to the bearer of METRICS_TOKEN.
 */
function assertMayRead(request: FastifyRequest, { NODE_ENV, METRICS_TOKEN }: MetricsRoutesOptions['config']): void {
  if (NODE_ENV === 'development') return;
  if (isLoopback(request.ip) && request.headers['x-forwarded-for'] === undefined) return;
  if (!METRICS_TOKEN) throw notFound(messages.notFound);
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Bearer ') || !sameToken(header.slice('Bearer '.length), METRICS_TOKEN)) {
    throw new AppError('UNAUTHENTICATED', 'Metrics need the metrics token.');
  }
}

/** Request latency by route pattern (never the raw URL: ids would make a series per user), and GET /metrics. */
export function metricsRoutes(app: Api, { metrics, config }: MetricsRoutesOptions): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe({ method: request.method, route, status_class: statusClass(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', {
    config: { auth: 'public', rateLimit: false },
    schema: { hide: true },
    handler: async (request, reply) => {
      assertMayRead(request, config);
      reply.type(metrics.registry.contentType);
      return metrics.registry.metrics();
    },
  });
}
