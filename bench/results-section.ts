import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';

const RUN_ALL_HEADING = '## Latest results';

/**
 * Replaces the section under `heading` in RESULTS.md, or adds it just above run-all's results;
 * every other section stays as it is.
 */
export async function replaceSection(file: string, heading: string, body: string): Promise<void> {
  const existing = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
  const fresh = `${heading}\n\n${body.trim()}\n\n`;
  const start = existing.indexOf(`\n${heading}\n`);
  if (start !== -1) {
    const next = existing.indexOf('\n## ', start + 1);
    const after = next === -1 ? '' : existing.slice(next);
    await writeFile(file, `${existing.slice(0, start).trimEnd()}\n\n${fresh}${after.replace(/^\n+/, '')}`);
    return;
  }
  const runAll = existing.indexOf(RUN_ALL_HEADING);
  if (runAll === -1) await writeFile(file, `${existing.trimEnd()}\n\n${fresh}`);
  else await writeFile(file, `${existing.slice(0, runAll).trimEnd()}\n\n${fresh}${existing.slice(runAll)}`);
}

/** The first line of a bench's section: when, by which command, on what, and how busy the machine was. */
export const runLine = (command: string, busyPercent: number) =>
  `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${command}\`: ${os.cpus().length} cores, Node ${process.version}, machine ${Math.round(busyPercent)}% busy before.`;
