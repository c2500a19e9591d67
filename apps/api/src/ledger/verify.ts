import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { COLLECTED_OWNED_KINDS, DEBT_KINDS } from './accounts.ts';

export type LedgerVerification = {
  entries: number;
  /** Entries whose postings do not sum to zero in some currency. */
  unbalancedEntries: number;
  /** Guarded accounts whose maintained balance differs from the sum of their postings. */
  balanceMismatches: number;
  /** Guarded accounts whose held amount differs from what their pending holds reserve. */
  heldMismatches: number;
  /** Guarded accounts below what they hold (the database's constraints should make this impossible). */
  overdrawnAccounts: number;
  /** Creators' pending or agencies' earnings below zero: collected accounts the earnings domain must keep at or above it. */
  negativeEarnings: number;
  /** Debts (what a creator or agency owes after a dispute) above zero: a recovery took more than was owed. */
  debtsAboveZero: number;
  /** Every problem above, added up: 0 when the ledger is sound. */
  drift: number;
};

type CountsRow = Record<Exclude<keyof LedgerVerification, 'drift'>, string>;

/**
 * Recomputes the ledger from its postings and holds and counts what disagrees. It reads every posting:
 * for tests, benches and audits, not for requests. One statement, so one consistent snapshot.
 */
export async function verifyLedger(db: Executor): Promise<LedgerVerification> {
  const result = await db.execute<CountsRow>(sql`
    WITH posted AS (SELECT account_id, sum(amount) AS total FROM ledger_postings GROUP BY account_id),
    reserved AS (
      SELECT t.account_id, sum(greatest(-t.amount, 0)) AS total
      FROM ledger_holds h, unnest(h.account_ids, h.amounts) AS t(account_id, amount)
      WHERE h.status = 'pending'
      GROUP BY t.account_id
    )
    SELECT
      (SELECT count(*) FROM ledger_entries) AS "entries",
      (SELECT count(*) FROM (SELECT 1 FROM ledger_postings GROUP BY entry_id, currency HAVING sum(amount) <> 0) AS off) AS "unbalancedEntries",
      (SELECT count(*) FROM ledger_balances b LEFT JOIN posted p USING (account_id) WHERE b.balance <> coalesce(p.total, 0)) AS "balanceMismatches",
      (SELECT count(*) FROM ledger_balances b LEFT JOIN reserved r USING (account_id) WHERE b.held <> coalesce(r.total, 0)) AS "heldMismatches",
      (SELECT count(*) FROM ledger_balances WHERE balance < held OR held < 0) AS "overdrawnAccounts",
      (SELECT count(*) FROM ledger_accounts a JOIN posted p ON p.account_id = a.id
        WHERE a.kind IN (${sql.join(COLLECTED_OWNED_KINDS.map((kind) => sql`${kind}::ledger_account_kind`), sql`, `)}) AND p.total < 0) AS "negativeEarnings",
      (SELECT count(*) FROM ledger_accounts a JOIN posted p ON p.account_id = a.id
        WHERE a.kind::text IN (${sql.join(DEBT_KINDS.map((kind) => sql`${kind}`), sql`, `)}) AND p.total > 0) AS "debtsAboveZero"
  `);
  const row = result.rows[0];
  if (!row) throw new Error('the ledger verification returned nothing');
  const counts = {
    entries: Number(row.entries),
    unbalancedEntries: Number(row.unbalancedEntries),
    balanceMismatches: Number(row.balanceMismatches),
    heldMismatches: Number(row.heldMismatches),
    overdrawnAccounts: Number(row.overdrawnAccounts),
    negativeEarnings: Number(row.negativeEarnings),
    debtsAboveZero: Number(row.debtsAboveZero),
  };
  return { ...counts, drift: counts.unbalancedEntries + counts.balanceMismatches + counts.heldMismatches + counts.overdrawnAccounts + counts.negativeEarnings + counts.debtsAboveZero };
}
