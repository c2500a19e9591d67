import type { PoolClient, QueryResult } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, reserve, transfer, voidHold } from './index.ts';
import { connectTestDatabase, deposit, newKey, newOwnerId, spendPostings } from './test-kit.ts';

// The rules hold for any SQL, not only for the ledger's functions: these tests go around them.

const db = connectTestDatabase(2);
let client: PoolClient;
let walletId: number;
let clearingId: number;
let entryId: number;
let platformFeesId: number;
let processingFeesId: number;

beforeAll(async () => {
  client = await db.$client.connect();
  const fanId = newOwnerId();
  ({ entryId } = await deposit(db, { userId: fanId, cents: 1_000n }));
  const ids = await client.query<{ account_id: string; amount: string }>('SELECT account_id, amount FROM ledger_postings WHERE entry_id = $1', [entryId]);
  walletId = Number(ids.rows.find((row) => row.amount === '1000')!.account_id);
  clearingId = Number(ids.rows.find((row) => row.amount === '-1000')!.account_id);
  await transfer(db, {
    idempotencyKey: newKey('fee'),
    kind: 'fee',
    postings: [
      { account: accounts.providerClearing(), amount: -2n },
      { account: accounts.platformFees(), amount: 1n },
      { account: accounts.processingFees(), amount: 1n },
    ],
  });
  platformFeesId = await accountId("kind = 'platform_fees' AND currency = 'USD'");
  processingFeesId = await accountId("kind = 'processing_fees' AND currency = 'USD'");
});
afterAll(async () => {
  client.release();
  await db.$client.end();
});

const accountId = async (condition: string) => Number((await client.query<{ id: string }>(`SELECT id FROM ledger_accounts WHERE ${condition}`)).rows[0]!.id);

/** Runs the statements in one transaction and commits; rolls back whatever fails. */
type Query = (text: string, values?: unknown[]) => Promise<QueryResult>;

async function inRawTransaction(work: (query: Query) => Promise<unknown>) {
  await client.query('BEGIN');
  try {
    await work((text, values) => client.query(text, values));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

async function insertEntry(query: Query): Promise<number> {
  const result = await query("INSERT INTO ledger_entries (idempotency_key, kind) VALUES ($1, 'raw') RETURNING id", [newKey('raw')]);
  return Number(result.rows[0].id);
}

const countEntriesWithKind = async (kind: string) =>
  Number((await client.query<{ count: string }>('SELECT count(*) FROM ledger_entries WHERE kind = $1', [kind])).rows[0]!.count);

describe('balanced entries', () => {
  it('refuses a raw entry whose postings do not sum to zero, so nothing commits', async () => {
    const before = await countEntriesWithKind('raw');
    const attempt = inRawTransaction(async (query) => {
      const id = await insertEntry(query);
      await query("INSERT INTO ledger_postings (entry_id, account_id, currency, amount) VALUES ($1, $2, 'USD', -500), ($1, $3, 'USD', 499)", [id, clearingId, walletId]);
    });
    await expect(attempt).rejects.toMatchObject({ code: 'VL001' });
    expect(await countEntriesWithKind('raw')).toBe(before);
  });

  it('refuses a posting to an account that does not exist', async () => {
    const attempt = inRawTransaction(async (query) => {
      const id = await insertEntry(query);
      await query("INSERT INTO ledger_postings (entry_id, account_id, currency, amount) VALUES ($1, $2, 'USD', -5), ($1, $3, 'USD', 5)", [id, clearingId, 2 ** 40]);
    });
    await expect(attempt).rejects.toMatchObject({ code: 'VL002' });
  });

  it('refuses postings added to an entry already written, even balanced ones', async () => {
    const attempt = inRawTransaction((query) =>
      query("INSERT INTO ledger_postings (entry_id, account_id, currency, amount) VALUES ($1, $2, 'USD', -5), ($1, $3, 'USD', 5)", [entryId, platformFeesId, processingFeesId]),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'VL008' });
  });

  it('refuses a posting in a currency other than its account’s', async () => {
    const attempt = inRawTransaction(async (query) => {
      const id = await insertEntry(query);
      await query("INSERT INTO ledger_postings (entry_id, account_id, currency, amount) VALUES ($1, $2, 'EUR', -5), ($1, $3, 'EUR', 5)", [id, clearingId, walletId]);
    });
    await expect(attempt).rejects.toMatchObject({ code: 'VL002' });
  });

  it('refuses a hold whose postings do not balance', async () => {
    const attempt = inRawTransaction((query) =>
      query("INSERT INTO ledger_holds (idempotency_key, kind, account_ids, currencies, amounts) VALUES ($1, 'raw', $2, '{USD,USD}', '{-5,4}')", [newKey('raw'), [walletId, clearingId]]),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'VL001' });
  });
});

describe('append-only history', () => {
  it.each([
    ['UPDATE ledger_postings SET amount = amount * 2 WHERE entry_id = $1', 'entry'],
    ['DELETE FROM ledger_postings WHERE entry_id = $1', 'entry'],
    ["UPDATE ledger_entries SET kind = 'edited' WHERE id = $1", 'entry'],
    ['DELETE FROM ledger_entries WHERE id = $1', 'entry'],
    ["UPDATE ledger_accounts SET currency = 'EUR' WHERE id = $1", 'wallet'],
    ['DELETE FROM ledger_accounts WHERE id = $1', 'wallet'],
    ['DELETE FROM ledger_balances WHERE account_id = $1', 'wallet'],
  ])('refuses %s', async (statement, target) => {
    const attempt = inRawTransaction((query) => query(statement, [target === 'entry' ? entryId : walletId]));
    await expect(attempt).rejects.toMatchObject({ code: 'VL008' });
  });

  it.each(['ledger_postings', 'ledger_entries', 'ledger_accounts', 'ledger_balances', 'ledger_holds'])('refuses to truncate %s', async (table) => {
    await expect(inRawTransaction((query) => query(`TRUNCATE ${table} CASCADE`))).rejects.toMatchObject({ code: 'VL008' });
  });
});

describe('guarded balances', () => {
  it('refuses a raw update that takes a wallet below zero', async () => {
    const attempt = inRawTransaction((query) => query('UPDATE ledger_balances SET balance = -1 WHERE account_id = $1', [walletId]));
    await expect(attempt).rejects.toMatchObject({ code: '23514', constraint: 'ledger_balances_available_non_negative' });
  });
});

describe('hold transitions', () => {
  it('refuses to bring a resolved hold back or to edit its postings', async () => {
    const fanId = newOwnerId();
    await deposit(db, { userId: fanId, cents: 100n });
    const { holdId } = await reserve(db, { idempotencyKey: newKey('auth'), kind: 'purchase', postings: spendPostings({ fanId, creatorId: newOwnerId(), cents: 60n }) });

    const editAmounts = inRawTransaction((query) => query("UPDATE ledger_holds SET amounts = '{-1,1}' WHERE id = $1", [holdId]));
    await expect(editAmounts).rejects.toMatchObject({ code: 'VL005' });

    await voidHold(db, holdId);
    const reopen = inRawTransaction((query) => query("UPDATE ledger_holds SET status = 'pending' WHERE id = $1", [holdId]));
    await expect(reopen).rejects.toMatchObject({ code: 'VL005' });
    const flip = inRawTransaction((query) => query("UPDATE ledger_holds SET status = 'posted' WHERE id = $1", [holdId]));
    await expect(flip).rejects.toMatchObject({ code: 'VL005' });
  });
});
