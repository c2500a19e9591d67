import type { Database } from './client.ts';

/** Runs `work` while holding a PostgreSQL advisory lock, so API processes starting together take turns. */
export async function withAdvisoryLock<T>(db: Database, key: number, work: () => Promise<T>): Promise<T> {
  const holder = await db.$client.connect();
  try {
    // The wait lasts as long as another process's migrations or seed: the pool's statement timeout must not cut it.
    await holder.query('SET statement_timeout = 0');
    await holder.query('SELECT pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await holder.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await holder.query('RESET statement_timeout').catch(() => undefined);
    holder.release();
  }
}
