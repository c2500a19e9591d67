import { afterAll, describe, expect, it } from 'vitest';
import { accounts, balance, transfer, verifyLedger, type LedgerError, type Posting } from './index.ts';
import { connectTestDatabase, deposit, newKey, newOwnerId, spendPostings } from './test-kit.ts';

// Eight connections, so the calls below really run at once in PostgreSQL.
const db = connectTestDatabase(8);
afterAll(() => db.$client.end());

describe('concurrent spends of one wallet', () => {
  it('let exactly the affordable ones through: 100 spends of $1 from $50', async () => {
    const [fanId, creatorId] = [newOwnerId(), newOwnerId()];
    await deposit(db, { userId: fanId, cents: 5_000n });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        transfer(db, { idempotencyKey: newKey('spend'), kind: 'purchase', postings: spendPostings({ fanId, creatorId, cents: 100n }) }),
      ),
    );

    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(50);
    expect(refused).toHaveLength(50);
    for (const outcome of refused) expect((outcome.reason as LedgerError).code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(db, accounts.fanWallet(fanId))).toBe(0n);
    expect(await balance(db, accounts.creatorPending(creatorId))).toBe(5_000n);
  });
});

describe('lock order', () => {
  it('never deadlocks transfers that cross the same accounts in opposite directions', async () => {
    const [first, second] = [newOwnerId(), newOwnerId()];
    await deposit(db, { userId: first, cents: 10_000n });
    await deposit(db, { userId: second, cents: 10_000n });
    const move = (from: string, to: string): Posting[] => [
      { account: accounts.fanWallet(from), amount: -10n },
      { account: accounts.fanWallet(to), amount: 10n },
      // A house account on every transfer, as purchases have: it must not serialise them.
      { account: accounts.platformFees(), amount: 1n },
      { account: accounts.providerClearing(), amount: -1n },
    ];

    await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        transfer(db, { idempotencyKey: newKey('swap'), kind: 'transfer', postings: index % 2 ? move(first, second) : move(second, first) }),
      ),
    );

    expect((await balance(db, accounts.fanWallet(first))) + (await balance(db, accounts.fanWallet(second)))).toBe(20_000n);
    expect((await verifyLedger(db)).drift).toBe(0);
  });
});
