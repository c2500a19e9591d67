import { mkdtemp, readdir, readFile, readlink, rm, chmod } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const toMiB = (kib: number) => kib / 1024;

/** A port nobody listens on right now, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A fresh folder under /tmp for one embedded PostgreSQL. As root the cluster runs as the `postgres`
 * system user, which must be able to write in the data folder's parent, so the parent is opened up.
 */
export async function makeScratchDir(): Promise<{ dir: string; dataDir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join('/tmp', 'velvet-bench-'));
  await chmod(dir, 0o777);
  return { dir, dataDir: path.join(dir, 'postgres'), remove: () => rm(dir, { recursive: true, force: true }) };
}

async function readOrEmpty(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return '';
  }
}

async function allPids(): Promise<number[]> {
  return (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
}

/** The process that holds the listening TCP socket on this port, found through /proc/net/tcp. */
export async function listeningPid(port: number): Promise<number | undefined> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const tables = (await Promise.all([readOrEmpty('/proc/net/tcp'), readOrEmpty('/proc/net/tcp6')])).join('\n');
  const inodes = new Set<string>();
  for (const line of tables.split('\n')) {
    const columns = line.trim().split(/\s+/);
    // local_address is column 1 ("ADDR:PORT"), state column 3 ("0A" = LISTEN), inode column 9.
    if (columns[1]?.endsWith(`:${hexPort}`) && columns[3] === '0A' && columns[9]) inodes.add(`socket:[${columns[9]}]`);
  }
  if (inodes.size === 0) return undefined;

  for (const pid of await allPids()) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (inodes.has(target)) return pid;
    }
  }
  return undefined;
}

/** The pid and every process below it. */
export async function processTree(rootPid: number): Promise<number[]> {
  const parentOf = new Map<number, number>();
  for (const pid of await allPids()) {
    const stat = await readOrEmpty(`/proc/${pid}/stat`);
    // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (Number.isFinite(ppid)) parentOf.set(pid, ppid);
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, ppid] of parentOf) if (ppid === tree[index]) tree.push(pid);
  }
  return tree;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user and system) the process has used so far; 0 once it is gone. */
export async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readOrEmpty(`/proc/${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * (1000 / CLOCK_TICKS_PER_SECOND);
}

/** A field of /proc/<pid>/status in KiB (VmRSS, VmHWM, ...); undefined once the process is gone. */
export async function statusKiB(pid: number, field: string): Promise<number | undefined> {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(await readOrEmpty(`/proc/${pid}/status`));
  return match ? Number(match[1]) : undefined;
}

/** Proportional set size in KiB: shared pages split among the processes sharing them. */
export async function pssKiB(pid: number): Promise<number | undefined> {
  const match = /^Pss:\s+(\d+) kB/m.exec(await readOrEmpty(`/proc/${pid}/smaps_rollup`));
  return match ? Number(match[1]) : undefined;
}

/** True while the process exists and is not a zombie. */
export async function isAlive(pid: number): Promise<boolean> {
  const stat = await readOrEmpty(`/proc/${pid}/stat`);
  return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

export function machineFacts() {
  const cpus = os.cpus();
  return {
    cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
  };
}

async function cpuTimes(): Promise<{ idle: number; total: number }> {
  const fields = (await readOrEmpty('/proc/stat')).split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
  return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
}

/** Starts watching all CPUs; the function it answers gives how busy they were since, in percent. */
export async function busySince(): Promise<() => Promise<number>> {
  const before = await cpuTimes();
  return async () => {
    const after = await cpuTimes();
    const total = after.total - before.total;
    return total > 0 ? (100 * (total - (after.idle - before.idle))) / total : 0;
  };
}

/** How busy all CPUs were over the sample, in percent: other people's work skews a benchmark. */
export async function cpuBusyPercent(sampleMs: number): Promise<number> {
  const before = await cpuTimes();
  await sleep(sampleMs);
  const after = await cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (100 * (total - (after.idle - before.idle))) / total : 0;
}

const QUIET_PERCENT = 20;
/** BENCH_QUIET_WAIT: seconds a timed run waits at most for the machine to calm down (60). */
const QUIET_WAIT_MS = 1000 * (Number(process.env.BENCH_QUIET_WAIT) >= 0 && process.env.BENCH_QUIET_WAIT ? Number(process.env.BENCH_QUIET_WAIT) : 60);

/** Waits (a minute at most) for the machine to be quiet before a timed run; returns how busy it was last. */
export async function waitForQuiet(): Promise<number> {
  const deadline = Date.now() + QUIET_WAIT_MS;
  let busy = await cpuBusyPercent(1000);
  while (busy > QUIET_PERCENT && Date.now() < deadline) {
    console.log(`  the machine is ${busy.toFixed(0)}% busy with other work: waiting for it to calm down`);
    busy = await cpuBusyPercent(5000);
  }
  return busy;
}
