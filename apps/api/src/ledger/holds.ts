import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { statement } from '../platform/db/statement.ts';
import { refusalsAsLedgerErrors } from './errors.ts';
import { assertLabel } from './labels.ts';
import { postingParameters, postingValues } from './postings.ts';
import { firstEntry, type EntryRow, type RecordedEntry, type TransferOptions } from './transfers.ts';

/** The postings to make when the hold is posted; its debits of guarded accounts are reserved until then. */
export type ReserveOptions = TransferOptions;

export type RecordedHold = { holdId: number; replayed: boolean };

const reserveStatement = statement<{ hold_id: string; replayed: boolean }>('ledger_reserve', `SELECT hold_id, replayed FROM ledger_reserve($1, $2, ${postingParameters(3)})`);

/**
 * The first phase of a card authorisation or a withdrawal: reserves the debits, so the available
 * balance drops now, and moves nothing until `postHold`.
 */
export async function reserve(db: Executor, { idempotencyKey, kind, postings }: ReserveOptions): Promise<RecordedHold> {
  assertLabel('idempotencyKey', idempotencyKey);
  assertLabel('kind', kind);
  const [row] = await refusalsAsLedgerErrors(reserveStatement.run(db, [idempotencyKey, kind, ...postingValues(postings)]));
  if (!row) throw new Error('ledger_reserve returned no hold');
  return { holdId: Number(row.hold_id), replayed: row.replayed };
}

/**
 * Writes the hold's entry and releases its reservation. A hold leaves `pending` once: posting it again
 * returns its entry (`replayed`); posting a voided hold is refused with HOLD_ALREADY_RESOLVED.
 */
export async function postHold(db: Executor, holdId: number): Promise<RecordedEntry> {
  const result = await refusalsAsLedgerErrors(db.execute<EntryRow>(sql`SELECT entry_id, replayed FROM ledger_post_hold(${holdId})`));
  return firstEntry(result.rows);
}

/** Releases the reservation without moving money. Voiding twice is a replay; voiding a posted hold is refused. */
export async function voidHold(db: Executor, holdId: number): Promise<{ replayed: boolean }> {
  const result = await refusalsAsLedgerErrors(db.execute<{ replayed: boolean }>(sql`SELECT replayed FROM ledger_void_hold(${holdId})`));
  return { replayed: result.rows[0]?.replayed ?? false };
}
