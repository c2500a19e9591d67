import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { refusalsAsLedgerErrors } from './errors.ts';
import { assertLabel } from './labels.ts';
import { postingColumns, postingPlaceholders } from './postings.ts';
import { firstEntry, type EntryRow, type RecordedEntry, type TransferOptions } from './transfers.ts';

/** The postings to make when the hold is posted; its debits of guarded accounts are reserved until then. */
export type ReserveOptions = TransferOptions;

export type RecordedHold = { holdId: number; replayed: boolean };

/**
 * The first phase of a card authorisation or a withdrawal: reserves the debits, so the available
 * balance drops now, and moves nothing until `postHold`.
 */
export async function reserve(db: Executor, { idempotencyKey, kind, postings }: ReserveOptions): Promise<RecordedHold> {
  assertLabel('idempotencyKey', idempotencyKey);
  assertLabel('kind', kind);
  const [row] = await refusalsAsLedgerErrors(
    db
      .select({ holdId: sql<number>`hold_id`.mapWith(Number), replayed: sql<boolean>`replayed` })
      .from(sql`ledger_reserve(${sql.placeholder('idempotencyKey')}, ${sql.placeholder('kind')}, ${postingPlaceholders})`)
      .prepare('ledger_reserve')
      .execute({ idempotencyKey, kind, ...postingColumns(postings) }),
  );
  if (!row) throw new Error('ledger_reserve returned no hold');
  return row;
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
