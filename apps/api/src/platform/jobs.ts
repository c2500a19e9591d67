import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { startJobClock } from './job-clock.ts';
import { withLogBindings } from './logging/context.ts';

export type ScheduledJob = {
  name: string;
  /** Cron, in UTC. */
  cron: string;
  run: () => Promise<unknown>;
};

type JobsOptions = {
  databaseUrl: string;
  logger: Logger;
  jobs: ScheduledJob[];
  /** Hears every run's outcome (metrics). */
  onJobEnded?: (job: string, outcome: 'done' | 'failed') => void;
};

/**
 * pg-boss polls each queue every 2 s and its cron queue every 5 s by default, for jobs sent at any
 * moment; ours are all cron jobs of whole minutes, so a job waits at most this long longer to start.
 * The cron check itself keeps its 30 s: it must see every minute, and at its 45 s maximum a check
 * refused by its debounce (one process checks per interval) would leave 90 s unseen.
 */
const POLL_SECONDS = 15;

/**
 * Recurring work (earnings release, payment reconciliation) on pg-boss: its queue lives in PostgreSQL
 * and is taken with SKIP LOCKED, so any number of API processes share it and each run happens once.
 */
export async function startJobs({ databaseUrl, logger, jobs, onJobEnded }: JobsOptions) {
  // This process's pg-boss migrates its schema, keeps it up and works the jobs; the clock sends them.
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'jobs', schedule: false });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, { pollingIntervalSeconds: POLL_SECONDS }, async () => {
      try {
        const result = await withLogBindings({ job: job.name }, job.run);
        logger.info({ job: job.name, result }, 'job done');
        onJobEnded?.(job.name, 'done');
      } catch (error) {
        logger.error({ err: error, job: job.name }, 'job failed');
        onJobEnded?.(job.name, 'failed');
        throw error;
      }
    });
  }
  const clock = await startJobClock({ databaseUrl, logger, pollSeconds: POLL_SECONDS });
  return {
    stop: async () => {
      await clock.stop();
      await boss.stop({ graceful: true, wait: true });
    },
    /** Jobs waiting to run (created or retrying), per job. */
    queueDepths: () => Promise.all(jobs.map(async ({ name }) => ({ job: name, depth: (await boss.getQueueSize(name)) ?? 0 }))),
  };
}
