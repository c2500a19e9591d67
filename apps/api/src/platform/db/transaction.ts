import type { Database, Executor } from './client.ts';

type AfterCommitTask = () => unknown;

/** An open transaction plus the work to do once it has committed (pushes, mails). */
export type UnitOfWork = {
  tx: Executor;
  afterCommit: (task: AfterCommitTask) => void;
};

/**
 * Runs `work` in one SQL transaction, then the tasks it queued with `afterCommit`. The tasks never run
 * when the transaction rolls back, so nothing is announced that did not happen.
 */
export async function inTransaction<T>(
  db: Database,
  work: (unit: UnitOfWork) => Promise<T>,
  onTaskError: (error: unknown) => void,
): Promise<T> {
  const tasks: AfterCommitTask[] = [];
  const result = await db.transaction((tx) => work({ tx, afterCommit: (task) => tasks.push(task) }));
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      onTaskError(error);
    }
  }
  return result;
}
