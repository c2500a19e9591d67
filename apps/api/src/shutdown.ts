import type { Redis } from 'ioredis';
import type { VelvetApp } from './app.ts';
import type { ShutdownStep } from './platform/lifecycle.ts';

type ShutdownParts = Pick<VelvetApp, 'app' | 'hub'> & {
  jobs?: { stop: () => Promise<void> };
  redis?: Redis;
  closeDatabase: () => Promise<void>;
};

/** The API process's parts, stopped in the order that lets each finish its work. */
export const shutdownSteps = ({ app, hub, jobs, redis, closeDatabase }: ShutdownParts): ShutdownStep[] => [
  // Fastify stops accepting, ends this process's sockets and answers the requests in flight while the
  // running jobs finish; both may still emit to other processes' sockets, so the adapter closes after.
  { name: 'http, sockets and jobs', run: () => Promise.all([app.close(), jobs?.stop()]) },
  { name: 'realtime adapter', run: () => hub.close() },
  { name: 'redis', run: async () => redis?.quit() },
  { name: 'database', run: closeDatabase },
];
