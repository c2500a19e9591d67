#!/usr/bin/env node
// `npm test`: every check and test suite, two at a time. Each of two slots takes the first stage in order
// that is ready (whose inputs have finished) and runs it; each stage's output is printed as it comes, every
// line prefixed with the stage's name, then its time. The run fails if any stage fails; a stage whose input
// failed (e2e after the build) is skipped. scripts/test-summary.mjs reads the suites' summary lines through
// the prefixes.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Stages in the order they are taken: the command, and the stages whose success it needs. The browser specs
 * (two workers, each with its platform) are the longest and start as soon as the build is done; the checks
 * and unit suites run in the other slot. The API files that need a database to themselves run one at a time,
 * so they go before the shared ones, beside the specs: at the end of the run, they would leave a core idle.
 */
const stages = {
  build: { command: 'npm run build' },
  typecheck: { command: 'npm run typecheck' },
  e2e: { command: 'npm run test:e2e', needs: ['build'] },
  lint: { command: 'npm run lint' },
  contracts: { command: 'npm run test -w @velvet/contracts' },
  paysim: { command: 'npm run test -w @velvet/paysim' },
  web: { command: 'npm run test -w @velvet/web' },
  'api-alone': { command: 'npm run test:alone -w @velvet/api' },
  api: { command: 'npm run test:shared -w @velvet/api' },
};

// Two cores: more stages at once only make each wait longer (docs/decisions.md).
const SLOTS = 2;

const PREFIX_WIDTH = Math.max(...Object.keys(stages).map((name) => name.length));
const prefixOf = (name) => `${name.padEnd(PREFIX_WIDTH)} | `;

function printLines(name, stream) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) process.stdout.write(prefixOf(name) + line + '\n');
  });
  stream.on('end', () => rest && process.stdout.write(prefixOf(name) + rest + '\n'));
}

function run(name) {
  const started = performance.now();
  const child = spawn(stages[name].command, { cwd: repoRoot, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  printLines(name, child.stdout);
  printLines(name, child.stderr);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      const status = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`${prefixOf(name)}${status} in ${seconds}s\n`);
      resolve({ name, status, seconds, ok: code === 0 });
    });
  });
}

const results = new Map();
const running = new Map();
const waiting = Object.keys(stages);

const isSettled = (name) => results.has(name);
const isReady = (name) => (stages[name].needs ?? []).every(isSettled);

async function runSlot() {
  while (waiting.length > 0) {
    const name = waiting.find(isReady);
    if (!name) {
      await Promise.race(running.values());
      continue;
    }
    waiting.splice(waiting.indexOf(name), 1);
    const failedInput = (stages[name].needs ?? []).find((input) => !results.get(input).ok);
    if (failedInput) {
      results.set(name, { name, status: `skipped (${failedInput} failed)`, seconds: 0, ok: false });
      continue;
    }
    const stage = run(name);
    running.set(name, stage);
    results.set(name, await stage);
    running.delete(name);
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: SLOTS }, runSlot));
const total = Math.round((performance.now() - started) / 1000);

console.log('\nstage times:');
for (const { name, status, seconds } of results.values()) console.log(`  ${name.padEnd(PREFIX_WIDTH)} ${String(seconds).padStart(4)}s  ${status}`);
console.log(`  ${'total'.padEnd(PREFIX_WIDTH)} ${String(total).padStart(4)}s`);
process.exitCode = [...results.values()].every(({ ok }) => ok) ? 0 : 1;
