import { healthSchema, livenessSchema, readinessSchema } from '@velvet/contracts';
import type { Redis } from 'ioredis';
import { checkDatabase, type Database } from '../platform/db/client.ts';
import type { Api } from '../platform/http/types.ts';
import type { Lifecycle } from '../platform/lifecycle.ts';
import { checkRedis } from '../platform/redis.ts';

type HealthRoutesOptions = { db: Database; redis?: Redis; lifecycle: Lifecycle };

const probe = { config: { auth: 'public', rateLimit: false } } as const;

async function checkDependencies({ db, redis }: Pick<HealthRoutesOptions, 'db' | 'redis'>) {
  const [databaseUp, redisStatus] = await Promise.all([checkDatabase(db), checkRedis(redis)]);
  return { components: { database: databaseUp ? ('up' as const) : ('down' as const), redis: redisStatus }, up: databaseUp && redisStatus !== 'down' };
}

export function healthRoutes(app: Api, { db, redis, lifecycle }: HealthRoutesOptions): void {
  app.get('/api/health', {
    ...probe,
    schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const { components, up } = await checkDependencies({ db, redis });
      return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', ...components, uptime_seconds: Math.round(process.uptime()) });
    },
  });

  // Liveness asks nothing else: a database outage must not get a healthy process restarted.
  app.get('/api/health/live', {
    ...probe,
    schema: { tags: ['health'], response: { 200: livenessSchema } },
    handler: async () => ({ status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) }),
  });

  app.get('/api/health/ready', {
    ...probe,
    schema: { tags: ['health'], response: { 200: readinessSchema, 503: readinessSchema } },
    handler: async (_request, reply) => {
      if (lifecycle.isStopping()) return reply.status(503).send({ status: 'shutting_down' });
      const { components, up } = await checkDependencies({ db, redis });
      return reply.status(up ? 200 : 503).send({ status: up ? 'ready' : 'unavailable', ...components });
    },
  });
}
