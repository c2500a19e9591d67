import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { connectDatabase } from './platform/db/connect.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { startJobs } from './platform/jobs.ts';
import { shutDown } from './platform/lifecycle.ts';
import { createLogger } from './platform/logger.ts';
import { scheduledJobs } from './scheduled-jobs.ts';
import { createRedis } from './platform/redis.ts';
import { seedDemoData } from './seed/seed-demo.ts';
import { shutdownSteps } from './shutdown.ts';

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

  const velvet = await buildApp({ config, db: database.db, logger, redis });
  const { app, hub, lifecycle, services, observability, storage } = velvet;
  // After the app is built: demo pictures are stored like uploads (public storage, the media service).
  if (config.SEED_DEMO_DATA) await seedDemoData(database.db, logger, { media: services.media, storage });
  await app.listen({ host: config.HOST, port: config.PORT });
  const jobs = config.JOBS_ENABLED
    ? await startJobs({ databaseUrl: database.url, logger, jobs: scheduledJobs(velvet), onJobEnded: observability.jobEnded })
    : undefined;
  if (jobs) observability.watchJobQueues(jobs.queueDepths);
  logger.info({ startupMs: Math.round(performance.now() - startedAt) }, 'Velvet is ready');

  const shutdown = async (signal: string) => {
    logger.info({ signal, delayMs: config.SHUTDOWN_DELAY_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
    const clean = await shutDown({
      lifecycle,
      logger,
      delayMs: config.SHUTDOWN_DELAY_MS,
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      steps: shutdownSteps({ app, hub, jobs, redis, closeDatabase: database.close }),
    });
    logger[clean ? 'info' : 'error']({ signal }, clean ? 'shut down' : 'shut down uncleanly');
    process.exit(clean ? 0 : 1);
  };
  // One shutdown, whatever comes after the first signal: Ctrl-C signals the whole process group and the
  // supervisor forwards a SIGTERM on top; the deadline, not a second signal, ends a stuck one.
  let stopping: Promise<void> | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    stopping ??= shutdown(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
