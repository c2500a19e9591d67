import { afterAll, describe, expect, it } from 'vitest';
import { accountEntries, accounts, availableBalance, balance, postHold, reserve, transfer, voidHold, type Posting } from './index.ts';
import { connectTestDatabase, deposit, newKey, newOwnerId } from './test-kit.ts';

const db = connectTestDatabase();
afterAll(() => db.$client.end());

const refusal = (code: string) => expect.objectContaining({ name: 'LedgerError', code });

const withdrawal = (creatorId: string, cents: bigint): Posting[] => [
  { account: accounts.creatorAvailable(creatorId), amount: -cents },
  { account: accounts.payoutsInFlight(), amount: cents },
];

/** A creator with earnings ready to withdraw. */
async function creatorWith(cents: bigint) {
  const creatorId = newOwnerId();
  // A test shortcut: earnings straight from the provider, skipping the purchase and the 14 days.
  await transfer(db, {
    idempotencyKey: newKey('earned'),
    kind: 'release',
    postings: [
      { account: accounts.providerClearing(), amount: -cents },
      { account: accounts.creatorAvailable(creatorId), amount: cents },
    ],
  });
  return creatorId;
}

describe('reserve', () => {
  it('lowers the available balance and leaves the balance alone', async () => {
    const creatorId = await creatorWith(10_000n);
    await reserve(db, { idempotencyKey: newKey('withdraw'), kind: 'withdrawal', postings: withdrawal(creatorId, 4_000n) });

    expect(await balance(db, accounts.creatorAvailable(creatorId))).toBe(10_000n);
    expect(await availableBalance(db, accounts.creatorAvailable(creatorId))).toBe(6_000n);
  });

  it('refuses to reserve more than is available', async () => {
    const creatorId = await creatorWith(5_000n);
    await reserve(db, { idempotencyKey: newKey('withdraw'), kind: 'withdrawal', postings: withdrawal(creatorId, 3_000n) });
    const second = reserve(db, { idempotencyKey: newKey('withdraw'), kind: 'withdrawal', postings: withdrawal(creatorId, 2_001n) });
    await expect(second).rejects.toEqual(refusal('INSUFFICIENT_FUNDS'));
  });

  it('keeps held money from being spent', async () => {
    const fanId = newOwnerId();
    await deposit(db, { userId: fanId, cents: 1_000n });
    const authorisation: Posting[] = [
      { account: accounts.fanWallet(fanId), amount: -800n },
      { account: accounts.creatorPending(newOwnerId()), amount: 800n },
    ];
    await reserve(db, { idempotencyKey: newKey('auth'), kind: 'purchase', postings: authorisation });
    const spend = transfer(db, {
      idempotencyKey: newKey('buy'),
      kind: 'purchase',
      postings: [
        { account: accounts.fanWallet(fanId), amount: -300n },
        { account: accounts.creatorPending(newOwnerId()), amount: 300n },
      ],
    });
    await expect(spend).rejects.toEqual(refusal('INSUFFICIENT_FUNDS'));
  });

  it('returns the first hold for a repeated key', async () => {
    const creatorId = await creatorWith(5_000n);
    const idempotencyKey = newKey('withdraw');
    const first = await reserve(db, { idempotencyKey, kind: 'withdrawal', postings: withdrawal(creatorId, 1_000n) });
    expect(await reserve(db, { idempotencyKey, kind: 'withdrawal', postings: withdrawal(creatorId, 1_000n) })).toEqual({ holdId: first.holdId, replayed: true });
    expect(await availableBalance(db, accounts.creatorAvailable(creatorId))).toBe(4_000n);
  });
});

describe('postHold and voidHold', () => {
  it('posts the held postings as one entry and releases the reservation', async () => {
    const creatorId = await creatorWith(10_000n);
    const { holdId } = await reserve(db, { idempotencyKey: newKey('withdraw'), kind: 'withdrawal', postings: withdrawal(creatorId, 4_000n) });
    const posted = await postHold(db, holdId);

    expect(posted.replayed).toBe(false);
    expect(await balance(db, accounts.creatorAvailable(creatorId))).toBe(6_000n);
    expect(await availableBalance(db, accounts.creatorAvailable(creatorId))).toBe(6_000n);
    const page = await accountEntries(db, { account: accounts.creatorAvailable(creatorId), limit: 1 });
    expect(page.items[0]).toMatchObject({ entryId: posted.entryId, kind: 'withdrawal', amount: -4_000n });
  });

  it('voids without moving money', async () => {
    const creatorId = await creatorWith(10_000n);
    const { holdId } = await reserve(db, { idempotencyKey: newKey('withdraw'), kind: 'withdrawal', postings: withdrawal(creatorId, 4_000n) });
    expect(await voidHold(db, holdId)).toEqual({ replayed: false });

    expect(await balance(db, accounts.creatorAvailable(creatorId))).toBe(10_000n);
    expect(await availableBalance(db, accounts.creatorAvailable(creatorId))).toBe(10_000n);
  });

  it('resolves a hold exactly once', async () => {
    const creatorId = await creatorWith(10_000n);
    const posted = await reserve(db, { idempotencyKey: newKey('withdraw'), kind: 'withdrawal', postings: withdrawal(creatorId, 1_000n) });
    const entry = await postHold(db, posted.holdId);
    expect(await postHold(db, posted.holdId)).toEqual({ entryId: entry.entryId, replayed: true });
    await expect(voidHold(db, posted.holdId)).rejects.toEqual(refusal('HOLD_ALREADY_RESOLVED'));

    const voided = await reserve(db, { idempotencyKey: newKey('withdraw'), kind: 'withdrawal', postings: withdrawal(creatorId, 1_000n) });
    await voidHold(db, voided.holdId);
    expect(await voidHold(db, voided.holdId)).toEqual({ replayed: true });
    await expect(postHold(db, voided.holdId)).rejects.toEqual(refusal('HOLD_ALREADY_RESOLVED'));

    expect(await balance(db, accounts.creatorAvailable(creatorId))).toBe(9_000n);
    expect(await availableBalance(db, accounts.creatorAvailable(creatorId))).toBe(9_000n);
  });

  it('lets exactly one of a concurrent post and void win', async () => {
    for (let round = 0; round < 10; round += 1) {
      const creatorId = await creatorWith(1_000n);
      const { holdId } = await reserve(db, { idempotencyKey: newKey('withdraw'), kind: 'withdrawal', postings: withdrawal(creatorId, 1_000n) });
      const [post, cancel] = await Promise.allSettled([postHold(db, holdId), voidHold(db, holdId)]);

      expect([post.status, cancel.status].sort()).toEqual(['fulfilled', 'rejected']);
      const loser = post.status === 'rejected' ? post : cancel;
      expect(loser.status === 'rejected' && loser.reason).toEqual(refusal('HOLD_ALREADY_RESOLVED'));
      const expected = post.status === 'fulfilled' ? 0n : 1_000n;
      expect(await balance(db, accounts.creatorAvailable(creatorId))).toBe(expected);
      expect(await availableBalance(db, accounts.creatorAvailable(creatorId))).toBe(expected);
    }
  });

  it('refuses an unknown hold', async () => {
    await expect(postHold(db, 2 ** 40)).rejects.toEqual(refusal('HOLD_NOT_FOUND'));
    await expect(voidHold(db, 2 ** 40)).rejects.toEqual(refusal('HOLD_NOT_FOUND'));
  });
});
