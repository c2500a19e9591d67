import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import type { Executor } from './client.ts';

/** Where a handle's queries go: the pool for the database, the transaction's own connection for a transaction. */
type Queryable = { query: (config: pg.QueryConfig, values: unknown[]) => Promise<pg.QueryResult> };

/** Drizzle's node-postgres session keeps its pool or connection here (an internal field, checked below). */
type WithSession = { session?: { client?: Queryable } };

function connectionOf(db: Executor): Queryable {
  const client = (db as unknown as WithSession).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('statement: the handle has no node-postgres client');
  return client;
}

// The values `db.execute` gives back, so a statement's rows read the same either way: times, dates and
// intervals as PostgreSQL's text, the rest by pg's parsers.
const textTypeIds = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asText = (value: string) => value;
const drizzleLikeTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') => (textTypeIds.has(typeId) ? asText : pg.types.getTypeParser(typeId, format)),
} as pg.CustomTypesConfig;

const textsByName = new Map<string, string>();

export type Statement<Row> = {
  /** Runs the statement on the handle's connection (the transaction's, inside one) and answers its rows. */
  run: (db: Executor, values: unknown[]) => Promise<Row[]>;
};

/**
 * A fixed SQL text with numbered parameters, for the statements every purchase runs: it goes to the
 * connection as it is, under its own name, so PostgreSQL parses and plans it once per connection and the
 * process builds nothing per call (drizzle's `execute` rebuilds the text, a prepared query object and its
 * type parsers every time). Errors are wrapped as drizzle wraps them, so callers see no difference.
 */
export function statement<Row>(name: string, text: string): Statement<Row> {
  const known = textsByName.get(name);
  if (known !== undefined && known !== text) throw new Error(`statement: the name ${name} is taken by another text`);
  textsByName.set(name, text);
  const config = { name: `stmt_${name}`, text, types: drizzleLikeTypes };
  return {
    run: async (db, values) => {
      try {
        return (await connectionOf(db).query(config, values)).rows as Row[];
      } catch (error) {
        throw new DrizzleQueryError(text, values, error as Error);
      }
    },
  };
}

/** A fixed SQL text with its numbered parameters' values. */
export type BoundStatement = { text: string; values: unknown[] };

const composedTexts = new Map<string, string>();
const MAX_COMPOSED_TEXTS = 200;

const renumbered = (text: string, offset: number) => text.replace(/\$(\d+)/g, (_match, index: string) => `$${Number(index) + offset}`);

function composedText(main: string, writes: BoundStatement[]): string {
  const key = [main, ...writes.map((write) => write.text)].join('\u0000');
  const known = composedTexts.get(key);
  if (known !== undefined) return known;
  let offset = 0;
  const parts: string[] = [];
  for (const [index, write] of writes.entries()) {
    parts.push(`w${index} AS (${renumbered(write.text, offset)})`);
    offset += write.values.length;
  }
  const text = `WITH ${parts.join(', ')} ${renumbered(main, offset)}`;
  if (composedTexts.size < MAX_COMPOSED_TEXTS) composedTexts.set(key, text);
  return text;
}

/**
 * Runs `main` (a SELECT) with `writes` (INSERTs of other domains) as data-modifying CTEs of the same
 * statement: one round trip for all of them. They run on one snapshot, so none may depend on another's
 * rows; all commit or fail together. Texts hold `$n` only as parameters (they are renumbered).
 */
export async function runWithWrites<Row>(db: Executor, main: BoundStatement, writes: BoundStatement[]): Promise<Row[]> {
  if (!writes.length) return runBound<Row>(db, main);
  return runBound<Row>(db, { text: composedText(main.text, writes), values: [...writes.flatMap((write) => write.values), ...main.values] });
}

async function runBound<Row>(db: Executor, { text, values }: BoundStatement): Promise<Row[]> {
  try {
    // Unnamed: the connection prepares it under a name of its text (prepared-statements.ts).
    return (await connectionOf(db).query({ text, types: drizzleLikeTypes }, values)).rows as Row[];
  } catch (error) {
    throw new DrizzleQueryError(text, values, error as Error);
  }
}
