import { spawn, type ChildProcess } from 'node:child_process';
import { isAlive, listeningPid, sleep } from './system.ts';
import { repoRoot } from './settings.ts';

const OUTPUT_TAIL_CHARS = 6000;

export type StartServerOptions = {
  /** A shell command, run from the repository root in a process group of its own. */
  command: string;
  env: NodeJS.ProcessEnv;
  /** The port the server listens on; its health answers on readyUrl. */
  port: number;
  readyUrl: string;
  timeoutMs: number;
};

export type ServerProcess = {
  readyUrl: string;
  /** The process that holds the listening socket: the node server itself, not a wrapper. */
  serverPid: number;
  /** Milliseconds from spawn to the first 200 from readyUrl. */
  readyMs: number;
  /** Idempotent. */
  stop: () => Promise<void>;
};

export class ServerStartError extends Error {
  constructor(
    message: string,
    /** The last lines the command printed, to tell why. */
    readonly output: string,
  ) {
    super(message);
  }
}

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-child.pid!, signal);
    return true;
  } catch {
    return false; // the group is already empty
  }
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(50);
  }
  return check();
}

/**
 * Stops the server the graceful way (SIGTERM to the server itself: npm and npx wrappers do not
 * forward signals), then whatever is left of its process group, by force if it lingers.
 */
async function stopServer(child: ChildProcess, serverPid: number | undefined): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  if (serverPid !== undefined) {
    try {
      process.kill(serverPid, 'SIGTERM');
      await waitUntil(async () => !(await isAlive(serverPid)), 15_000);
    } catch {
      // already gone
    }
  }
  signalGroup(child, 'SIGTERM');
  const groupEmpty = () => !signalGroup(child, 0);
  if (!(await waitUntil(groupEmpty, 5000))) signalGroup(child, 'SIGKILL');
  await waitUntil(groupEmpty, 5000);
  await exited;
}

/** Spawns the command and times it until readyUrl answers 200. */
export async function startServer({ command, env, port, readyUrl, timeoutMs }: StartServerOptions): Promise<ServerProcess> {
  const startedAt = performance.now();
  const child = spawn(command, { cwd: repoRoot, env, shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exitedEarly = false;
  child.once('exit', () => {
    exitedEarly = true;
  });

  const ready = await waitUntil(async () => exitedEarly || (await answersOk(readyUrl)), timeoutMs);
  const readyMs = performance.now() - startedAt;
  if (!ready || exitedEarly) {
    await stopServer(child, await listeningPid(port));
    const why = exitedEarly ? `exited with code ${child.exitCode ?? child.signalCode}` : `was not ready within ${timeoutMs / 1000} s`;
    throw new ServerStartError(`\`${command}\` ${why}`, output);
  }

  const serverPid = await listeningPid(port);
  if (serverPid === undefined) {
    await stopServer(child, undefined);
    throw new ServerStartError(`\`${command}\` answered on port ${port}, but no process there could be found`, output);
  }
  let stopping: Promise<void> | undefined;
  // Idempotent: a second stop must not signal a pid the system may have handed to someone else.
  const stop = () => (stopping ??= stopServer(child, serverPid));
  return { readyUrl, serverPid, readyMs, stop };
}
