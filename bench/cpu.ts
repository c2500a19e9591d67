import { cpuMsOf, listeningPid, processTree } from './system.ts';

export type CpuSpent<T> = { result: T; apiMs: number; postgresMs: number };

async function pidOn(port: number): Promise<number> {
  const pid = await listeningPid(port);
  if (pid === undefined) throw new Error(`no process listens on port ${port}`);
  return pid;
}

/**
 * Measures the CPU time the server listening on `port` and, apart, the embedded PostgreSQL (the
 * processes below the API listening on `apiPort`) spend while `work` runs: steadier than rates on a
 * machine whose neighbours come and go.
 */
export async function cpuReader(port: number, apiPort = port) {
  const serverPid = await pidOn(port);
  const apiPid = await pidOn(apiPort);
  const snapshot = async () => {
    const [, ...postgres] = await processTree(apiPid);
    const postgresMs = await Promise.all(postgres.map((pid) => cpuMsOf(pid)));
    return { apiMs: await cpuMsOf(serverPid), postgresMs: new Map(postgres.map((pid, index) => [pid, postgresMs[index]!])) };
  };
  return async <T>(work: () => Promise<T>): Promise<CpuSpent<T>> => {
    const before = await snapshot();
    const result = await work();
    const after = await snapshot();
    let postgresMs = 0;
    for (const [pid, ms] of after.postgresMs) postgresMs += ms - (before.postgresMs.get(pid) ?? 0);
    return { result, apiMs: after.apiMs - before.apiMs, postgresMs };
  };
}
