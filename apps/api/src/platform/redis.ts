import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export function createRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  return redis;
}

export async function checkRedis(redis: Redis | undefined): Promise<'up' | 'down' | 'disabled'> {
  if (!redis) return 'disabled';
  try {
    return (await redis.ping()) === 'PONG' ? 'up' : 'down';
  } catch {
    return 'down';
  }
}
