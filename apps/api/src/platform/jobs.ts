import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

export type ScheduledJob = {
  name: string;
  /** Cron, in UTC. */
  cron: string;
  run: () => Promise<unknown>;
};

type JobsOptions = { databaseUrl: string; logger: Logger; jobs: ScheduledJob[] };

/**
 * Recurring work (earnings release, payment reconciliation) on pg-boss: its queue lives in PostgreSQL
 * and is taken with SKIP LOCKED, so any number of API processes share it and each run happens once.
 */
export async function startJobs({ databaseUrl, logger, jobs }: JobsOptions): Promise<{ stop: () => Promise<void> }> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'jobs' });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, async () => {
      const result = await job.run();
      logger.info({ job: job.name, result }, 'job done');
    });
  }
  return { stop: () => boss.stop({ graceful: true, wait: true }) };
}
