import { afterAll, describe, expect, it } from 'vitest';
import { accountEntries, accounts, availableBalance, balance, LedgerError, reverse, transfer, verifyLedger } from './index.ts';
import { connectTestDatabase, deposit, newKey, newOwnerId, spendPostings } from './test-kit.ts';

const db = connectTestDatabase();
afterAll(() => db.$client.end());

const refusal = (code: string) => expect.objectContaining({ name: 'LedgerError', code });

describe('transfer', () => {
  it('moves money between accounts it creates on first use', async () => {
    const [fanId, creatorId] = [newOwnerId(), newOwnerId()];
    await deposit(db, { userId: fanId, cents: 5_000n });
    await transfer(db, { idempotencyKey: newKey('buy'), kind: 'purchase', postings: spendPostings({ fanId, creatorId, cents: 1_999n }) });

    expect(await balance(db, accounts.fanWallet(fanId))).toBe(3_001n);
    expect(await balance(db, accounts.creatorPending(creatorId))).toBe(1_999n);
    expect(await balance(db, accounts.creatorAvailable(creatorId))).toBe(0n);
  });

  it('derives the balance of a house account from its postings', async () => {
    const fanId = newOwnerId();
    await deposit(db, { userId: fanId, cents: 1_000n });
    // One snapshot for both reads: the other suites keep posting to the same house account meanwhile.
    const change = await db.transaction(
      async (tx) => {
        const before = await balance(tx, accounts.platformFees());
        await transfer(tx, {
          idempotencyKey: newKey('fee'),
          kind: 'purchase',
          postings: [
            { account: accounts.fanWallet(fanId), amount: -300n },
            { account: accounts.platformFees(), amount: 300n },
          ],
        });
        return (await balance(tx, accounts.platformFees())) - before;
      },
      { isolationLevel: 'repeatable read' },
    );
    expect(change).toBe(300n);
  });

  it('keeps currencies apart', async () => {
    const fanId = newOwnerId();
    await transfer(db, {
      idempotencyKey: newKey('ideal'),
      kind: 'deposit',
      postings: [
        { account: accounts.providerClearing('EUR'), amount: -900n },
        { account: accounts.fanWallet(fanId, 'EUR'), amount: 900n },
      ],
    });
    expect(await balance(db, accounts.fanWallet(fanId, 'EUR'))).toBe(900n);
    expect(await balance(db, accounts.fanWallet(fanId, 'USD'))).toBe(0n);
  });

  it('refuses postings that do not balance before reaching the database', async () => {
    const fanId = newOwnerId();
    const attempt = transfer(db, {
      idempotencyKey: newKey('bad'),
      kind: 'deposit',
      postings: [
        { account: accounts.providerClearing(), amount: -100n },
        { account: accounts.fanWallet(fanId), amount: 101n },
      ],
    });
    await expect(attempt).rejects.toThrow(LedgerError);
    await expect(attempt).rejects.toEqual(refusal('UNBALANCED_ENTRY'));
  });

  it('refuses amounts in one currency that balance only against another', async () => {
    const fanId = newOwnerId();
    const attempt = transfer(db, {
      idempotencyKey: newKey('fx'),
      kind: 'deposit',
      postings: [
        { account: accounts.providerClearing('EUR'), amount: -100n },
        { account: accounts.fanWallet(fanId, 'USD'), amount: 100n },
      ],
    });
    await expect(attempt).rejects.toEqual(refusal('UNBALANCED_ENTRY'));
  });

  it('refuses malformed postings', async () => {
    const single = transfer(db, { idempotencyKey: newKey('one'), kind: 'x', postings: [{ account: accounts.platformFees(), amount: 0n }] });
    await expect(single).rejects.toEqual(refusal('INVALID_POSTINGS'));
    const ownerless = transfer(db, {
      idempotencyKey: newKey('owner'),
      kind: 'x',
      postings: [
        { account: { kind: 'fan_wallet', ownerId: 'nobody', currency: 'USD' }, amount: 1n },
        { account: accounts.providerClearing(), amount: -1n },
      ],
    });
    await expect(ownerless).rejects.toEqual(refusal('INVALID_POSTINGS'));
  });

  it('never takes a wallet below zero', async () => {
    const [fanId, creatorId] = [newOwnerId(), newOwnerId()];
    await deposit(db, { userId: fanId, cents: 500n });
    const attempt = transfer(db, { idempotencyKey: newKey('buy'), kind: 'purchase', postings: spendPostings({ fanId, creatorId, cents: 501n }) });
    await expect(attempt).rejects.toEqual(refusal('INSUFFICIENT_FUNDS'));
    expect(await balance(db, accounts.fanWallet(fanId))).toBe(500n);
    expect(await balance(db, accounts.creatorPending(creatorId))).toBe(0n);
  });

  it("writes in the caller's transaction, and nothing when it rolls back", async () => {
    const fanId = newOwnerId();
    const attempt = db.transaction(async (tx) => {
      await deposit(tx, { userId: fanId, cents: 700n });
      expect(await balance(tx, accounts.fanWallet(fanId))).toBe(700n);
      throw new Error('the order failed after the deposit');
    });
    await expect(attempt).rejects.toThrow('the order failed');
    expect(await balance(db, accounts.fanWallet(fanId))).toBe(0n);
  });
});

describe('idempotency', () => {
  it('returns the first entry for a repeated key and moves the money once', async () => {
    const fanId = newOwnerId();
    const idempotencyKey = newKey('deposit');
    const first = await deposit(db, { userId: fanId, cents: 1_000n, idempotencyKey });
    const again = await deposit(db, { userId: fanId, cents: 1_000n, idempotencyKey });

    expect(first.replayed).toBe(false);
    expect(again).toEqual({ entryId: first.entryId, replayed: true });
    expect(await balance(db, accounts.fanWallet(fanId))).toBe(1_000n);
  });

  it('refuses a key already used for different postings', async () => {
    const fanId = newOwnerId();
    const idempotencyKey = newKey('deposit');
    await deposit(db, { userId: fanId, cents: 1_000n, idempotencyKey });
    await expect(deposit(db, { userId: fanId, cents: 2_000n, idempotencyKey })).rejects.toEqual(refusal('IDEMPOTENCY_KEY_REUSED'));
  });

  it('writes one entry when concurrent calls share a key', async () => {
    const fanId = newOwnerId();
    const idempotencyKey = newKey('deposit');
    const results = await Promise.all(Array.from({ length: 8 }, () => deposit(db, { userId: fanId, cents: 250n, idempotencyKey })));

    expect(new Set(results.map((result) => result.entryId)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await balance(db, accounts.fanWallet(fanId))).toBe(250n);
  });
});

describe('reverse', () => {
  async function purchase() {
    const [fanId, creatorId] = [newOwnerId(), newOwnerId()];
    await deposit(db, { userId: fanId, cents: 1_000n });
    const bought = await transfer(db, { idempotencyKey: newKey('buy'), kind: 'purchase', postings: spendPostings({ fanId, creatorId, cents: 400n }) });
    return { fanId, creatorId, entryId: bought.entryId };
  }

  it('writes a correcting entry that negates every posting', async () => {
    const { fanId, creatorId, entryId } = await purchase();
    const refund = await reverse(db, { entryId, idempotencyKey: newKey('refund'), kind: 'refund' });

    expect(refund.entryId).not.toBe(entryId);
    expect(await balance(db, accounts.fanWallet(fanId))).toBe(1_000n);
    expect(await balance(db, accounts.creatorPending(creatorId))).toBe(0n);
    const page = await accountEntries(db, { account: accounts.fanWallet(fanId), limit: 10 });
    expect(page.items.map((item) => [item.kind, item.amount, item.reversesEntryId])).toEqual([
      ['refund', 400n, entryId],
      ['purchase', -400n, null],
      ['deposit', 1_000n, null],
    ]);
  });

  it('reverses an entry once: the same key replays, another key is refused', async () => {
    const { fanId, entryId } = await purchase();
    const idempotencyKey = newKey('refund');
    const first = await reverse(db, { entryId, idempotencyKey, kind: 'refund' });
    expect(await reverse(db, { entryId, idempotencyKey, kind: 'refund' })).toEqual({ entryId: first.entryId, replayed: true });
    await expect(reverse(db, { entryId, idempotencyKey: newKey('chargeback'), kind: 'chargeback' })).rejects.toEqual(refusal('ALREADY_REVERSED'));
    expect(await balance(db, accounts.fanWallet(fanId))).toBe(1_000n);
  });

  it('lets one of several concurrent reversals through', async () => {
    const { fanId, entryId } = await purchase();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) => reverse(db, { entryId, idempotencyKey: newKey(`refund-${index}`), kind: 'refund' })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toEqual(refusal('ALREADY_REVERSED'));
    expect(await balance(db, accounts.fanWallet(fanId))).toBe(1_000n);
  });

  it('refuses to reverse a reversal or an unknown entry', async () => {
    const { entryId } = await purchase();
    const refund = await reverse(db, { entryId, idempotencyKey: newKey('refund'), kind: 'refund' });
    await expect(reverse(db, { entryId: refund.entryId, idempotencyKey: newKey('undo'), kind: 'refund' })).rejects.toEqual(refusal('NOT_REVERSIBLE'));
    await expect(reverse(db, { entryId: 2 ** 40, idempotencyKey: newKey('ghost'), kind: 'refund' })).rejects.toEqual(refusal('ENTRY_NOT_FOUND'));
  });

  it('refuses a reversal the wallet can no longer cover', async () => {
    const fanId = newOwnerId();
    const funded = await deposit(db, { userId: fanId, cents: 800n });
    await transfer(db, { idempotencyKey: newKey('buy'), kind: 'purchase', postings: spendPostings({ fanId, creatorId: newOwnerId(), cents: 500n }) });
    await expect(reverse(db, { entryId: funded.entryId, idempotencyKey: newKey('chargeback'), kind: 'chargeback' })).rejects.toEqual(
      refusal('INSUFFICIENT_FUNDS'),
    );
  });
});

describe('reading', () => {
  it('pages an account’s entries newest first, each exactly once', async () => {
    const fanId = newOwnerId();
    const written = [];
    for (let index = 1; index <= 7; index += 1) written.push((await deposit(db, { userId: fanId, cents: BigInt(index) })).entryId);

    const seen: number[] = [];
    let page = await accountEntries(db, { account: accounts.fanWallet(fanId), limit: 3 });
    seen.push(...page.items.map((item) => item.entryId));
    while (page.next !== null) {
      page = await accountEntries(db, { account: accounts.fanWallet(fanId), limit: 3, before: page.next });
      seen.push(...page.items.map((item) => item.entryId));
    }
    expect(seen).toEqual(written.reverse());
  });

  it('answers nothing for an account never used', async () => {
    const fanId = newOwnerId();
    expect(await balance(db, accounts.fanWallet(fanId))).toBe(0n);
    expect(await availableBalance(db, accounts.fanWallet(fanId))).toBe(0n);
    expect(await accountEntries(db, { account: accounts.fanWallet(fanId), limit: 5 })).toEqual({ items: [], next: null });
  });

  it('finds the ledger sound', async () => {
    expect((await verifyLedger(db)).drift).toBe(0);
  });

  it('counts pending earnings taken below zero as drift, since no lock refuses them', async () => {
    const rolledBack = new Error('roll back');
    const inside = db.transaction(async (tx) => {
      await transfer(tx, {
        idempotencyKey: newKey('overdraw'),
        kind: 'release',
        postings: [
          { account: accounts.creatorPending(newOwnerId()), amount: -1n },
          { account: accounts.platformFees(), amount: 1n },
        ],
      });
      expect(await verifyLedger(tx)).toMatchObject({ negativeEarnings: 1, drift: 1 });
      throw rolledBack;
    });
    await expect(inside).rejects.toBe(rolledBack);
  });
});
