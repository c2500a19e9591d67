import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { checkDatabase, createDatabase, type Database } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';

export type DatabaseConnection = { db: Database; url: string; close: () => Promise<void> };

export class DatabaseUnreachableError extends Error {}

/** The configured PostgreSQL server, or the embedded one when DATABASE_URL is unset. */
export async function connectDatabase(config: Config, logger: Logger): Promise<DatabaseConnection> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.EMBEDDED_PG_DIR, port: config.EMBEDDED_PG_PORT, logger });
  const url = config.DATABASE_URL ?? embedded!.url;
  const db = createDatabase(url, {
    maxConnections: config.DATABASE_POOL_MAX,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    onIdleClientError: (error) => logger.warn({ reason: error.message }, 'idle database connection lost'),
  });
  if (!(await checkDatabase(db))) {
    await db.$client.end();
    await embedded?.stop();
    throw new DatabaseUnreachableError(`Cannot reach PostgreSQL at ${new URL(url).host}: is it running, and is DATABASE_URL right?`);
  }
  return {
    db,
    url,
    close: async () => {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
