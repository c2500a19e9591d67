// Reads a V8 .cpuprofile (node --cpu-prof) and tells where the time went: self time by function and
// by module, and inclusive time (the function or anything it called) by function.
import { readFile } from 'node:fs/promises';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** Microseconds of the monotonic clock (process.hrtime's, V8's profile timestamps). */
export type Window = { fromUs: number; toUs: number };

export type Share = { name: string; ms: number; percent: number };
export type ProfileSummary = { totalMs: number; idleMs: number; selfByFunction: Share[]; selfByModule: Share[]; inclusiveByFunction: Share[] };

const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)/;
const OWN_SOURCE = /\/(apps|packages)\/([^/]+)\/src\/(.+)$/;

/** The package, our own source file, or Node's internals a frame belongs to. */
export function moduleOf(url: string): string {
  if (url === '') return '(native or V8)';
  const inPackage = PACKAGE.exec(url);
  if (inPackage) return inPackage[1]!;
  const own = OWN_SOURCE.exec(url);
  if (own) return `${own[1]}/${own[2]}/${own[3]}`;
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/').slice(0, 2).join('/');
  return url;
}

const shortUrl = (url: string) => url.replace(/^file:\/\/.*?\/(node_modules|apps|packages)\//, '$1/');

const frameName = ({ functionName, url, lineNumber }: CallFrame) =>
  url === '' ? `(${functionName || 'anonymous'})` : `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;

/** What V8 counts as not running JavaScript or native work for it. */
const IDLE = new Set(['(idle)', '(program)']);

function top(totals: Map<string, number>, totalMs: number, count: number): Share[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms, percent: (100 * ms) / totalMs }));
}

/** A profile with its nodes by id and each node's parent. */
async function readProfile(file: string) {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  return { profile, byId, parentOf };
}

/** The summary of the samples taken within `window` (all of them without one). */
export async function summariseProfile(file: string, { count = 25, window }: { count?: number; window?: Window } = {}): Promise<ProfileSummary> {
  const { profile, byId, parentOf } = await readProfile(file);

  const selfByFunction = new Map<string, number>();
  const selfByModule = new Map<string, number>();
  const inclusiveByFunction = new Map<string, number>();
  let totalMs = 0;
  let idleMs = 0;
  let timestamp = profile.startTime;
  profile.samples.forEach((nodeId, index) => {
    const deltaUs = profile.timeDeltas[index] ?? 0;
    timestamp += deltaUs;
    if (window && (timestamp < window.fromUs || timestamp > window.toUs)) return;
    const ms = deltaUs / 1000;
    const node = byId.get(nodeId)!;
    if (IDLE.has(node.callFrame.functionName) && node.callFrame.url === '') {
      idleMs += ms;
      return;
    }
    totalMs += ms;
    const name = frameName(node.callFrame);
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + ms);
    const module = moduleOf(node.callFrame.url);
    selfByModule.set(module, (selfByModule.get(module) ?? 0) + ms);
    const onStack = new Set<string>();
    for (let id: number | undefined = nodeId; id !== undefined; id = parentOf.get(id)) onStack.add(frameName(byId.get(id)!.callFrame));
    for (const frame of onStack) inclusiveByFunction.set(frame, (inclusiveByFunction.get(frame) ?? 0) + ms);
  });
  return {
    totalMs,
    idleMs,
    selfByFunction: top(selfByFunction, totalMs, count),
    selfByModule: top(selfByModule, totalMs, count),
    inclusiveByFunction: top(inclusiveByFunction, totalMs, count * 2),
  };
}

export const shareLines = (shares: Share[]) => shares.map(({ name, ms, percent }) => `${percent.toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(6)} ms  ${name}`);

/** Prints a summary's self time by module and by function, and inclusive time by function. */
export function printShares(summary: Pick<ProfileSummary, 'selfByModule' | 'selfByFunction' | 'inclusiveByFunction'>): void {
  console.log('\nself time by module:');
  console.log(shareLines(summary.selfByModule).join('\n'));
  console.log('\nself time by function:');
  console.log(shareLines(summary.selfByFunction).join('\n'));
  console.log('\ninclusive time by function:');
  console.log(shareLines(summary.inclusiveByFunction).join('\n'));
}

// `tsx bench/cpu-profile.ts <file.cpuprofile>` prints the summary.
if (process.argv[1]?.endsWith('cpu-profile.ts') && process.argv[2]) {
  const summary = await summariseProfile(process.argv[2], { count: Number(process.argv[3] ?? 25) });
  console.log(`busy ${summary.totalMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms`);
  printShares(summary);
}

export type LongTask = { atMs: number; ms: number; frames: Share[] };

/**
 * Runs of samples with no idle one between them that last `minMs` or more within `window`: synchronous
 * work that held the event loop (a GC pause shows as `(garbage collector)`), each with the functions
 * most on its stack. `atMs` counts from the window's start.
 */
export async function longTasks(file: string, { window, minMs, count = 6 }: { window: Window; minMs: number; count?: number }): Promise<LongTask[]> {
  const { profile, byId, parentOf } = await readProfile(file);
  const tasks: LongTask[] = [];
  let run: { startUs: number; ms: number; frames: Map<string, number> } | undefined;
  const close = () => {
    if (run && run.ms >= minMs) tasks.push({ atMs: (run.startUs - window.fromUs) / 1000, ms: run.ms, frames: top(run.frames, run.ms, count) });
    run = undefined;
  };
  let timestamp = profile.startTime;
  profile.samples.forEach((nodeId, index) => {
    const deltaUs = profile.timeDeltas[index] ?? 0;
    timestamp += deltaUs;
    if (timestamp < window.fromUs || timestamp > window.toUs) return;
    const node = byId.get(nodeId)!;
    if (IDLE.has(node.callFrame.functionName) && node.callFrame.url === '') return close();
    run ??= { startUs: timestamp, ms: 0, frames: new Map() };
    run.ms += deltaUs / 1000;
    const onStack = new Set<string>();
    for (let id: number | undefined = nodeId; id !== undefined; id = parentOf.get(id)) onStack.add(frameName(byId.get(id)!.callFrame));
    onStack.delete('((root))');
    for (const frame of onStack) run.frames.set(frame, (run.frames.get(frame) ?? 0) + deltaUs / 1000);
  });
  close();
  return tasks.sort((a, b) => b.ms - a.ms);
}
