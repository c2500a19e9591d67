import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';

type JobClockOptions = {
  databaseUrl: string;
  logger: Logger;
  /** How often the clock's own queue (pg-boss's `send-it`, which turns a due schedule into a job) is polled. */
  pollSeconds: number;
};

export type JobClock = { stop: () => Promise<void> };

// The worker runs as a script string, so the bundle and tsx need no second entry file; it only loads pg-boss.
const CLOCK_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const PgBoss = require(workerData.pgBossPath);
const boss = new PgBoss(workerData.options);
const report = (error) => parentPort.postMessage({ error: String((error && error.stack) || error) });
boss.on('error', report);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  boss.stop({ graceful: true, wait: true }).catch(report).finally(() => parentPort.close());
});
boss.start().then(
  () => parentPort.postMessage({ started: true }),
  (error) => {
    report(error);
    parentPort.close();
  },
);
`;

/**
 * pg-boss's cron check (every 30 s, cron-parser and luxon on each schedule) ran in the API's event loop
 * as one synchronous stretch of tens of milliseconds that every request in flight waited out. Here it runs
 * in a worker thread with a pg-boss of its own that only schedules: the API's own pg-boss (`schedule:
 * false`) works the jobs. The jobs schema must exist already (the API's pg-boss migrates it).
 */
export function startJobClock({ databaseUrl, logger, pollSeconds }: JobClockOptions): Promise<JobClock> {
  const options = { connectionString: databaseUrl, schema: 'jobs', migrate: false, supervise: false, schedule: true, cronWorkerIntervalSeconds: pollSeconds, max: 2 };
  // No execArgv: the thread needs neither tsx nor the telemetry preload (it would trace pg-boss's polling).
  const worker = new Worker(CLOCK_SCRIPT, { eval: true, execArgv: [], workerData: { pgBossPath: createRequire(import.meta.url).resolve('pg-boss'), options } });
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (error) => logger.error({ err: error }, 'job clock failed'));
  void exited.then(() => {
    if (!stopping) logger.error('job clock stopped: scheduled jobs are not sent from this process');
  });
  const stop = async () => {
    stopping = true;
    worker.postMessage('stop');
    await exited;
  };
  return new Promise((resolve, reject) => {
    worker.on('message', (message: { started?: true; error?: string }) => {
      if (message.started) resolve({ stop });
      else logger.error({ err: message.error }, 'job clock error');
    });
    void exited.then(() => reject(new Error('the job clock stopped before it started')));
  });
}
