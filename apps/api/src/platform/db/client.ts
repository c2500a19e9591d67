import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { prepareEveryQuery } from './prepared-statements.ts';

export type Database = NodePgDatabase & { $client: pg.Pool };
/** A database handle or an open transaction: query functions take either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

type DatabaseOptions = {
  maxConnections?: number;
  /** Sent with each new connection; 0 or unset leaves the server's setting. */
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  onIdleClientError?: (error: Error) => void;
};

export function createDatabase(url: string, { maxConnections = 10, statementTimeoutMs, idleInTransactionTimeoutMs, onIdleClientError }: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    // Startup parameters: they hold for the connection's life, with no extra round trip.
    statement_timeout: statementTimeoutMs || undefined,
    idle_in_transaction_session_timeout: idleInTransactionTimeoutMs || undefined,
  });
  // An idle connection the server drops (restart, shutdown) must not crash the process: the pool
  // replaces it, and the next query reports any lasting outage.
  pool.on('error', (error) => onIdleClientError?.(error));
  pool.on('connect', prepareEveryQuery);
  // No relational `schema`: nothing uses `db.query.*`, and with it every transaction builds a query builder per table.
  return drizzle(pool, { casing: 'snake_case' });
}

export async function checkDatabase(db: Database): Promise<boolean> {
  try {
    await db.$client.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
