import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres } from '../apps/api/src/platform/db/embedded.ts';
import { freePort, makeScratchDir } from './system.ts';

/** A database nobody else uses, removed by `drop` (idempotent). */
export type BenchDatabase = { url: string; where: string; drop: () => Promise<void> };

function once(work: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= work());
}

/** A fresh database on the server in DATABASE_URL. */
async function onServer(serverUrl: string): Promise<BenchDatabase> {
  const name = `velvet_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = once(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  return { url: url.toString(), where: `a fresh database on the DATABASE_URL server (${url.host})`, drop };
}

/** A fresh embedded PostgreSQL in a scratch folder under /tmp, with its own port. */
async function embedded(): Promise<BenchDatabase> {
  const scratch = await makeScratchDir();
  const port = await freePort();
  const server = await startEmbeddedPostgres({ dataDir: scratch.dataDir, port, logger: pino({ level: 'warn' }) }).catch(async (error: unknown) => {
    await scratch.remove();
    throw error;
  });
  const drop = once(async () => {
    await server.stop();
    await scratch.remove();
  });
  return { url: server.url, where: 'a fresh embedded PostgreSQL (default settings) in a scratch folder', drop };
}

export const freshDatabase = (): Promise<BenchDatabase> => (process.env.DATABASE_URL ? onServer(process.env.DATABASE_URL) : embedded());
