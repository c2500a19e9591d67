import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { healthRoutes } from './health/routes.ts';
import { registerErrorHandlers } from './http/errors.ts';

export type AppOptions = { config: Config; logger?: FastifyServerOptions['logger'] };

/** Builds the paysim server without listening: main.ts and the tests both use it. */
export async function buildApp({ config, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] },
  });
  registerErrorHandlers(app);
  healthRoutes(app);
  await app.ready();
  return app;
}
export type PaysimApp = Awaited<ReturnType<typeof buildApp>>;
