import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { connectDatabase } from './platform/db/connect.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { startJobs } from './platform/jobs.ts';
import { createLogger } from './platform/logger.ts';
import { scheduledJobs } from './scheduled-jobs.ts';
import { createRedis } from './platform/redis.ts';
import { seedDemoData } from './seed/seed-demo.ts';

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger(config);
  const startedAt = performance.now();

  const database = await connectDatabase(config, logger);
  await runMigrations(database.db);
  const redis = config.REDIS_URL ? createRedis(config.REDIS_URL, logger) : undefined;
  await redis?.connect();

  const { app, services, storage } = await buildApp({ config, db: database.db, logger, redis });
  // After the app is built: demo pictures are stored like uploads (public storage, the media service).
  if (config.SEED_DEMO_DATA) await seedDemoData(database.db, logger, { media: services.media, storage });
  await app.listen({ host: config.HOST, port: config.PORT });
  const jobs = config.JOBS_ENABLED ? await startJobs({ databaseUrl: database.url, logger, jobs: scheduledJobs(services) }) : undefined;
  logger.info({ startupMs: Math.round(performance.now() - startedAt) }, 'Velvet is ready');

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await jobs?.stop();
    await app.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
