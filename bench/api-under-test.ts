import { execSync } from 'node:child_process';
import { startServer, type ServerProcess } from './server-process.ts';
import { repoRoot, type Settings } from './settings.ts';
import { freePort, makeScratchDir, waitForQuiet } from './system.ts';

/** The compiled API (`npm run build:server`) run by node itself, as `npm start` runs it. */
export const compiledApiCommand = 'cd apps/api && exec node --enable-source-maps --max-semi-space-size=64 --import ./dist/platform/telemetry/preload.js dist/main.js';

/** Builds the compiled API, unless BENCH_SKIP_BUILD=1 says it is built already (`npm run bench` builds once for all). */
export function buildCompiledApi(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  console.log('› npm run build:server');
  execSync('npm run build:server', { cwd: repoRoot, stdio: 'inherit' });
}

/** The compiled API under `node --cpu-prof`, its profile written in `profileDir`. */
export const profiledApiCommand = (profileDir: string) => compiledApiCommand.replace('exec node ', `exec node --cpu-prof --cpu-prof-dir=${profileDir} `);

/** One API deployment under test: its ports and its own embedded PostgreSQL folder. */
export type ApiSite = {
  port: number;
  pgPort: number;
  /** `npm start` also runs the provider sandbox: it gets a port of its own too. */
  paysimPort: number;
  dataDir: string;
  healthUrl: string;
  remove: () => Promise<void>;
};

/**
 * BENCH_PORT_BASE pins the ports a bench listens on to base, base + 1, … (a machine shared with
 * others hands out ranges); unset, the kernel picks free ones. BENCH_PG_PORT does the same for the
 * API's embedded PostgreSQL.
 */
export function benchPort(offset: number): Promise<number> {
  const base = process.env.BENCH_PORT_BASE;
  return base ? Promise.resolve(Number(base) + offset) : freePort();
}

export async function prepareSite(): Promise<ApiSite> {
  const pgPort = process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : await freePort();
  const [port, paysimPort] = [await benchPort(0), await benchPort(1)];
  const scratch = await makeScratchDir();
  return { port, pgPort, paysimPort, dataDir: scratch.dataDir, healthUrl: `http://127.0.0.1:${port}/api/health`, remove: scratch.remove };
}

/**
 * The API's environment under bench: its own embedded database and ports, no Redis, quiet logs
 * and a rate limit out of the way. npm's own variables are dropped so a nested `npm start` runs
 * at the root, not in the bench workspace that launched us.
 */
function apiEnv(site: ApiSite, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = inherited;
  return {
    ...env,
    PORT: String(site.port),
    EMBEDDED_PG_DIR: site.dataDir,
    EMBEDDED_PG_PORT: String(site.pgPort),
    PAYSIM_PORT: String(site.paysimPort),
    RATE_LIMIT_PER_MINUTE: '100000000',
    MEDIA_REQUESTS_PER_MINUTE: '100000000',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** Starts the API once the machine is quiet, so that the start time is its own; `extraEnv` adds to (or overrides) its environment. */
export async function startApi(site: ApiSite, command: string, settings: Settings, extraEnv: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  await waitForQuiet();
  return startServer({
    command,
    env: apiEnv(site, extraEnv),
    port: site.port,
    readyUrl: site.healthUrl,
    timeoutMs: settings.startTimeoutSeconds * 1000,
  });
}
