import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { withAdvisoryLock } from './advisory-lock.ts';
import type { Database } from './client.ts';
import { fromApiRoot } from '../paths.ts';

const migrationsFolder = fromApiRoot('migrations');
const MIGRATION_LOCK_KEY = 7_140_221;

/** Applies the versioned SQL files in apps/api/migrations that this database has not seen yet. */
export const runMigrations = (db: Database) => withAdvisoryLock(db, MIGRATION_LOCK_KEY, () => migrate(db, { migrationsFolder }));
