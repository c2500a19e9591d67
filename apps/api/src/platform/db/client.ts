import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: query functions take either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export function createDatabase(url: string, maxConnections = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  return drizzle(pool, { schema, casing: 'snake_case' });
}

export async function checkDatabase(db: Database): Promise<boolean> {
  try {
    await db.$client.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
