import { healthSchema } from '@velvet/contracts';
import type { Redis } from 'ioredis';
import { checkDatabase, type Database } from '../platform/db/client.ts';
import type { Api } from '../platform/http/types.ts';
import { checkRedis } from '../platform/redis.ts';

type HealthRoutesOptions = { db: Database; redis?: Redis };

export function healthRoutes(app: Api, { db, redis }: HealthRoutesOptions): void {
  app.get('/api/health', {
    config: { auth: 'public', rateLimit: false },
    schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const [databaseUp, redisStatus] = await Promise.all([checkDatabase(db), checkRedis(redis)]);
      const healthy = databaseUp && redisStatus !== 'down';
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        database: databaseUp ? 'up' : 'down',
        redis: redisStatus,
        uptime_seconds: Math.round(process.uptime()),
      });
    },
  });
}
