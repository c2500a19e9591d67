import { listeningPid, processTree, pssKiB, sleep, statusKiB, toMiB } from './system.ts';

export type IdleMemory = {
  apiRssMiB: number;
  /** The embedded PostgreSQL, every process of it: RSS counts shared memory once per process, PSS splits it. */
  postgres?: { processes: number; rssMiB: number; pssMiB: number };
};

async function postgresMemory(pgPort: number): Promise<IdleMemory['postgres']> {
  const postmaster = await listeningPid(pgPort);
  if (postmaster === undefined) return undefined;
  const pids = await processTree(postmaster);
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    rss += (await statusKiB(pid, 'VmRSS')) ?? 0;
    pss += (await pssKiB(pid)) ?? 0;
  }
  return { processes: pids.length, rssMiB: toMiB(rss), pssMiB: toMiB(pss) };
}

/** Lets the ready API sit idle, then reads the resident memory of its node process. */
export async function measureIdleMemory({ apiPid, pgPort, idleSeconds }: { apiPid: number; pgPort: number; idleSeconds: number }): Promise<IdleMemory> {
  await sleep(idleSeconds * 1000);
  const rss = await statusKiB(apiPid, 'VmRSS');
  if (rss === undefined) throw new Error(`the API process ${apiPid} is gone`);
  return { apiRssMiB: toMiB(rss), postgres: await postgresMemory(pgPort) };
}
