import { afterAll, describe, expect, inject, it } from 'vitest';
import { withAdvisoryLock } from './advisory-lock.ts';
import { createDatabase } from './client.ts';

const STATEMENT_TIMEOUT_MS = 100;
// Two processes starting together, each with a statement timeout far shorter than the other's turn; one
// connection each, so the lock's connection is the one checked afterwards.
const first = createDatabase(inject('databaseUrl'), { maxConnections: 1, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
const second = createDatabase(inject('databaseUrl'), { maxConnections: 1, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
afterAll(() => Promise.all([first.$client.end(), second.$client.end()]));

const KEY = 990_001;

describe('withAdvisoryLock', () => {
  it('waits its turn however long the holder works, whatever the statement timeout', async () => {
    const turns: string[] = [];
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));

    const firstTurn = withAdvisoryLock(first, KEY, async () => {
      turns.push('first');
      holding();
      await finished;
    });
    await held;
    const secondTurn = withAdvisoryLock(second, KEY, async () => turns.push('second'));
    // Let the waiter's lock statement outlive its timeout several times over before the holder lets go.
    await new Promise((resolve) => setTimeout(resolve, STATEMENT_TIMEOUT_MS * 5));
    finish();
    await Promise.all([firstTurn, secondTurn]);
    expect(turns).toEqual(['first', 'second']);
  });

  it('gives the connection back with the pool statement timeout restored', async () => {
    await withAdvisoryLock(first, KEY, async () => undefined);
    const { rows } = await first.$client.query<{ value: string }>("SELECT current_setting('statement_timeout') AS value");
    expect(rows[0]!.value).toBe(`${STATEMENT_TIMEOUT_MS}ms`);
  });
});
