// `npm run bench`: every bench, one after another (they share the machine's two cores, so never at
// once), each as its own process that rewrites its section of RESULTS.md and prints one summary line;
// the lines are repeated together at the end. The platform (server and web app) is built once, first.
// BENCH_ONLY=realtime,deep-pages runs a subset; a bench that fails is reported and the suite goes on.
import { execSync, spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './settings.ts';

type Bench = { name: string; file: string; summary: RegExp };

const benches: Bench[] = [
  { name: 'start', file: 'run-all.ts', summary: /^start: / },
  { name: 'ledger', file: 'ledger.ts', summary: /^ledger: \d/ },
  { name: 'tips', file: 'tips-http.ts', summary: /^tips over HTTP: / },
  { name: 'sign-in', file: 'sign-in.ts', summary: /^sign-in: / },
  { name: 'feed', file: 'feed.ts', summary: /^home feed: / },
  { name: 'baselines', file: 'baselines.ts', summary: /^baseline (read|tip|ledger): / },
  { name: 'realtime', file: 'realtime.ts', summary: /^realtime: / },
  { name: 'deep-pages', file: 'deep-pages.ts', summary: /^deep pages: / },
  { name: 'web', file: 'web.ts', summary: /^web \(/ },
];

/** Runs one bench, its output shown as it comes; answers its summary lines (or why there are none). */
function run(bench: Bench): Promise<string[]> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', bench.file], {
      cwd: path.join(repoRoot, 'bench'),
      env: { ...process.env, BENCH_SKIP_BUILD: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      const text = pending + chunk.toString();
      const complete = text.split('\n');
      pending = complete.pop() ?? '';
      lines.push(...complete.filter((line) => bench.summary.test(line)));
    });
    child.on('close', (code) => {
      if (bench.summary.test(pending)) lines.push(pending);
      resolve(code === 0 && lines.length ? lines : [...lines, `${bench.name}: failed (exit ${code})`]);
    });
  });
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  const chosen = only ? benches.filter((bench) => only.includes(bench.name)) : benches;
  console.log('› npm run build');
  execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  const summaries: string[] = [];
  for (const bench of chosen) {
    console.log(`\n━━ ${bench.name} (bench/${bench.file})`);
    summaries.push(...(await run(bench)));
  }
  console.log('\nSummary:');
  for (const line of summaries) console.log(line);
  if (summaries.some((line) => line.endsWith(')') && / failed \(exit/.test(line))) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
