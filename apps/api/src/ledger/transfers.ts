import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { runWithWrites, statement, type BoundStatement } from '../platform/db/statement.ts';
import { refusalsAsLedgerErrors } from './errors.ts';
import { assertLabel } from './labels.ts';
import { postingParameters, postingValues, type Posting } from './postings.ts';

export type TransferOptions = {
  /** The same key again returns the first entry and moves nothing. */
  idempotencyKey: string;
  /** What the entry records, e.g. 'deposit', 'purchase', 'release'. */
  kind: string;
  postings: Posting[];
  /**
   * Other domains' inserts that belong with this entry (a settlement's recipients and earnings), written by
   * the same statement: one round trip instead of one each. The ledger only carries them.
   */
  alongside?: BoundStatement[];
};

export type ReverseOptions = { entryId: number; idempotencyKey: string; kind: string };

/** An entry written now, or found again by its key (`replayed`). */
export type RecordedEntry = { entryId: number; replayed: boolean };

export type EntryRow = { entry_id: string; replayed: boolean };

export function firstEntry(rows: EntryRow[]): RecordedEntry {
  const [row] = rows;
  if (!row) throw new Error('the ledger function returned no entry');
  return { entryId: Number(row.entry_id), replayed: row.replayed };
}

const transferText = `SELECT entry_id, replayed FROM ledger_transfer($1, $2, ${postingParameters(3)})`;
const transferStatement = statement<EntryRow>('ledger_transfer', transferText);

/**
 * Posts one balanced entry in the caller's transaction: the guarded accounts it touches are locked in
 * ascending id order and may not fall below what their holds reserve.
 */
export async function transfer(db: Executor, { idempotencyKey, kind, postings, alongside = [] }: TransferOptions): Promise<RecordedEntry> {
  assertLabel('idempotencyKey', idempotencyKey);
  assertLabel('kind', kind);
  const values = [idempotencyKey, kind, ...postingValues(postings)];
  const written = alongside.length ? runWithWrites<EntryRow>(db, { text: transferText, values }, alongside) : transferStatement.run(db, values);
  return firstEntry(await refusalsAsLedgerErrors(written));
}

/**
 * A refund or chargeback: a new entry with every posting of `entryId` negated. An entry is reversed at
 * most once, and a reversal is never itself reversed.
 */
export async function reverse(db: Executor, { entryId, idempotencyKey, kind }: ReverseOptions): Promise<RecordedEntry> {
  assertLabel('idempotencyKey', idempotencyKey);
  assertLabel('kind', kind);
  const result = await refusalsAsLedgerErrors(
    db.execute<EntryRow>(sql`SELECT entry_id, replayed FROM ledger_reverse(${entryId}, ${idempotencyKey}, ${kind})`),
  );
  return firstEntry(result.rows);
}
