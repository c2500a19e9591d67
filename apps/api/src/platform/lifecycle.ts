import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';

/** Whether this process still takes new work: readiness answers 503 from the moment it is told to stop. */
export function createLifecycle() {
  let stopping = false;
  return {
    isStopping: () => stopping,
    beginStopping: () => {
      stopping = true;
    },
  };
}
export type Lifecycle = ReturnType<typeof createLifecycle>;

export type ShutdownStep = { name: string; run: () => Promise<unknown> };

export type ShutdownOptions = {
  lifecycle: Lifecycle;
  logger: Logger;
  /** Readiness answers 503 this long before the first step, while requests are still served. */
  delayMs: number;
  /** Counted from the call: steps still running then are abandoned. */
  timeoutMs: number;
  /** Run one after another; a step that fails is logged and the next still runs. */
  steps: ShutdownStep[];
};

/** Stops the process's work in order under one deadline; answers whether every step ended, in time and without error. */
export async function shutDown({ lifecycle, logger, delayMs, timeoutMs, steps }: ShutdownOptions): Promise<boolean> {
  lifecycle.beginStopping();
  let current = 'delay';
  const work = async () => {
    let clean = true;
    await sleep(delayMs);
    for (const step of steps) {
      current = step.name;
      try {
        await step.run();
      } catch (error) {
        clean = false;
        logger.error({ err: error, step: step.name }, 'shutdown step failed');
      }
    }
    return clean;
  };
  const deadline = new AbortController();
  const timedOut = sleep(timeoutMs, false, { signal: deadline.signal }).then(
    () => {
      logger.error({ step: current, timeoutMs }, 'shutdown deadline passed');
      return false;
    },
    () => false,
  );
  try {
    return await Promise.race([work(), timedOut]);
  } finally {
    deadline.abort();
  }
}
