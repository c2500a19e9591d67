#!/usr/bin/env node
// Adds up the vitest and Playwright summaries in a test log into one closing line:
// "tests: N passed, N failed", after the security suites' own summary lines (fuzz:, authz:).
// Lines of scripts/test.mjs carry their stage's name first ("api       | "): it is read past.
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const stagePrefix = /^[\w-]+ *\| /gm;
const log = stripVTControlCharacters(readFileSync(process.argv[2], 'utf8')).replace(stagePrefix, '');
let passed = 0;
let failed = 0;
const count = (line, word) => Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);

for (const line of log.split('\n')) {
  if (/^\s*Tests\s+.*\(\d+\)\s*$/.test(line)) {
    passed += count(line, 'passed');
    failed += count(line, 'failed');
  } else if (/^\s+\d+ (passed|failed|flaky)\b.*\(\d+(\.\d+)?(ms|s|m|h)\)\s*$/.test(line) || /^\s+\d+ (failed|flaky)\s*$/.test(line)) {
    passed += count(line, 'passed') + count(line, 'flaky');
    failed += count(line, 'failed');
  }
}
for (const line of log.split('\n')) if (/^(fuzz|authz): /.test(line)) console.log(line);
console.log(`tests: ${passed} passed, ${failed} failed`);
