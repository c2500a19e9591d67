import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDatabase } from './client.ts';

// One connection, so every query below runs on the connection whose prepared statements are read.
const db = createDatabase(inject('databaseUrl'), { maxConnections: 1 });
afterAll(() => db.$client.end());

async function preparedTexts(): Promise<string[]> {
  const { rows } = await db.$client.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements WHERE name LIKE 'auto\\_%'");
  return rows.map((row) => row.statement);
}

describe('prepareEveryQuery', () => {
  it('prepares a parameterised query once, however often it runs', async () => {
    const text = 'SELECT $1::int + 1 AS answer';
    for (let run = 0; run < 3; run += 1) {
      expect((await db.$client.query<{ answer: number }>(text, [run])).rows[0]!.answer).toBe(run + 1);
    }
    expect((await preparedTexts()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('sends queries without parameters as they are, so several statements still run in one text', async () => {
    await db.$client.query('SELECT 1; SELECT 2');
    expect(await preparedTexts()).not.toContain('SELECT 1; SELECT 2');
  });

  it('stops preparing new texts once a connection holds 500, and still runs them', async () => {
    const already = (await preparedTexts()).length;
    for (let index = already; index < 510; index += 1) {
      expect((await db.$client.query<{ value: number }>(`SELECT $1::int AS value /* ${index} */`, [index])).rows[0]!.value).toBe(index);
    }
    expect(await preparedTexts()).toHaveLength(500);
  });
});
