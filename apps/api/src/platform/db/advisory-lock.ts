import type { Database } from './client.ts';

/** Runs `work` while holding a PostgreSQL advisory lock, so API processes starting together take turns. */
export async function withAdvisoryLock<T>(db: Database, key: number, work: () => Promise<T>): Promise<T> {
  const holder = await db.$client.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await holder.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    holder.release();
  }
}
