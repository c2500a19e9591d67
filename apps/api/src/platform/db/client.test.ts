import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from './client.ts';

// One connection: the settings read below are that connection's.
const db = createDatabase(inject('databaseUrl'), { maxConnections: 1, statementTimeoutMs: 200, idleInTransactionTimeoutMs: 4_000 });
afterAll(() => db.$client.end());

const setting = async (name: string) => (await db.$client.query<{ value: string }>(`SELECT current_setting('${name}') AS value`)).rows[0]!.value;

describe('createDatabase', () => {
  it('sets the statement and idle-in-transaction timeouts on each connection', async () => {
    expect((await db.$client.query<{ source: string }>("SELECT source FROM pg_settings WHERE name = 'statement_timeout'")).rows[0]!.source).toBe('client');
    expect(await setting('statement_timeout')).toBe('200ms');
    expect(await setting('idle_in_transaction_session_timeout')).toBe('4s');
  });

  it('has PostgreSQL cancel a statement that outlives the timeout, and the connection stays usable', async () => {
    await expect(db.$client.query('SELECT pg_sleep(5)')).rejects.toMatchObject({ code: '57014' });
    expect((await db.$client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
  });

  it('leaves the server setting alone when a timeout is 0', async () => {
    const untimed = createDatabase(inject('databaseUrl'), { maxConnections: 1, statementTimeoutMs: 0 });
    try {
      const { rows } = await untimed.$client.query<{ source: string }>("SELECT source FROM pg_settings WHERE name = 'statement_timeout'");
      expect(rows[0]!.source).not.toBe('client');
    } finally {
      await untimed.$client.end();
    }
  });
});
