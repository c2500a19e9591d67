import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/platform/db/client.ts';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded.ts';
import { runMigrations } from '../../src/platform/db/migrate.ts';
import { fromRepoRoot } from '../../src/platform/paths.ts';
import { bundleServersForTests } from './server-bundles.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** The folder, inside apps/api and apps/paysim, of this run's server bundles (test/support/processes.ts). */
    serverBundles: string;
  }
}

/**
 * The embedded PostgreSQL of each project (vitest.config.ts): `npm test` runs the two at the same time, and
 * one run's server must neither race the other's start nor stop under it.
 */
const embeddedPorts: Record<string, number> = { shared: 54330, alone: 54340 };

/**
 * One fresh, migrated database for the whole run: on the server named by DATABASE_URL when set,
 * otherwise on an embedded PostgreSQL of the project's own. It is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const logger = pino({ level: 'warn' });
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: fromRepoRoot(`.data/test-postgres-${project.name}`), port: embeddedPorts[project.name]!, logger });
  const serverUrl = process.env.DATABASE_URL ?? embedded!.url;

  const name = `velvet_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDatabase(url.toString(), { maxConnections: 2 });
  await runMigrations(db);
  await db.$client.end();
  project.provide('databaseUrl', url.toString());
  const bundles = await bundleServersForTests();
  project.provide('serverBundles', bundles.folder);

  return async () => {
    bundles.remove();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
  };
}
