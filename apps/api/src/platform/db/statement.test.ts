import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from './client.ts';
import { statement } from './statement.ts';

// One connection, so the prepared statements read below are those of the connection that ran them.
const db = createDatabase(inject('databaseUrl'), { maxConnections: 1 });
afterAll(() => db.$client.end());

const timesTwo = statement<{ doubled: number }>('test_times_two', 'SELECT $1::int * 2 AS doubled');

describe('statement', () => {
  it('answers its rows and is prepared once on a connection, however often it runs', async () => {
    for (const value of [1, 2, 3]) expect(await timesTwo.run(db, [value])).toEqual([{ doubled: value * 2 }]);
    const { rows } = await db.$client.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name = 'stmt_test_times_two'");
    expect(rows[0]!.count).toBe(1);
  });

  it('reads values as db.execute does: times as PostgreSQL text, bigints as strings', async () => {
    const text = "SELECT '2026-01-02 03:04:05+00'::timestamptz AS at, ARRAY['2026-01-02'::date] AS days, 9007199254740993::bigint AS big";
    const read = statement<Record<string, unknown>>('test_value_types', `${text} WHERE $1::int = 1`);
    const { rows: executed } = await db.execute(sql.raw(text));
    expect(await read.run(db, [1])).toEqual(executed);
  });

  it("runs on the transaction's own connection", async () => {
    const inserted = statement<{ n: number }>('test_temp_count', 'SELECT count(*)::int AS n FROM statement_test_rows WHERE label = $1');
    await db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE statement_test_rows (label text) ON COMMIT DROP`);
      await tx.execute(sql`INSERT INTO statement_test_rows VALUES ('seen')`);
      expect(await inserted.run(tx, ['seen'])).toEqual([{ n: 1 }]);
    });
  });

  it("wraps the database's error as drizzle does, its SQLSTATE on the cause", async () => {
    const failing = statement('test_division', 'SELECT 1 / $1::int AS quotient');
    const error = await failing.run(db, [0]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error as DrizzleQueryError).cause).toMatchObject({ code: '22012' });
  });

  it('refuses a second text under a name already taken', () => {
    expect(() => statement('test_times_two', 'SELECT 1')).toThrow(/taken/);
  });
});
