import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { accounts, availableBalance, balance, postHold, reserve, reverse, transfer, verifyLedger, voidHold, type AccountRef, type LedgerError, type Posting } from './index.ts';
import { LedgerModel } from './ledger-model.ts';
import { connectTestDatabase, newKey, newOwnerId } from './test-kit.ts';

const db = connectTestDatabase(4);
afterAll(() => db.$client.end());

const FANS = 2;
const CREATORS = 2;

type Cast = { fans: string[]; creators: string[]; agencyId: string };

const operation = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant('deposit' as const), fan: fc.nat(FANS - 1), cents: fc.bigInt(1n, 20_000n) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('purchase' as const),
      fan: fc.nat(FANS - 1),
      creator: fc.nat(CREATORS - 1),
      collaborator: fc.option(fc.nat(CREATORS - 1)),
      viaAgency: fc.boolean(),
      price: fc.bigInt(1n, 2_000n),
      taxPercent: fc.constantFrom(0n, 7n, 21n),
      processingFee: fc.constantFrom(0n, 99n, 499n),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('refund' as const), purchase: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('release' as const), creator: fc.nat(CREATORS - 1) }) },
  // A share of what is available, past 100% to be refused now and then.
  { weight: 3, arbitrary: fc.record({ type: fc.constant('withdraw' as const), creator: fc.nat(CREATORS - 1), percent: fc.bigInt(1n, 120n) }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('settle' as const), hold: fc.nat(), post: fc.boolean() }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;
type PurchaseOperation = Extract<Operation, { type: 'purchase' }>;

/** Price plus tax and processing fee from the wallet; the price split among platform, agency, collaborator and creator. */
function purchasePostings(cast: Cast, op: PurchaseOperation): Posting[] {
  const tax = (op.price * op.taxPercent) / 100n;
  const platformFee = op.price / 5n;
  const agencyShare = op.viaAgency ? op.price / 10n : 0n;
  const collaboratorShare = op.collaborator === null ? 0n : (op.price - platformFee - agencyShare) / 4n;
  const postings: Posting[] = [
    { account: accounts.fanWallet(cast.fans[op.fan]!), amount: -(op.price + tax + op.processingFee) },
    { account: accounts.taxPayable(), amount: tax },
    { account: accounts.processingFees(), amount: op.processingFee },
    { account: accounts.platformFees(), amount: platformFee },
    { account: accounts.agencyEarnings(cast.agencyId), amount: agencyShare },
    { account: accounts.creatorPending(cast.creators[op.creator]!), amount: op.price - platformFee - agencyShare - collaboratorShare },
  ];
  if (op.collaborator !== null) postings.push({ account: accounts.creatorPending(cast.creators[op.collaborator]!), amount: collaboratorShare });
  return postings;
}

/** Runs one operation against the ledger and the model, expecting the ledger to refuse exactly what the model refuses. */
class Scenario {
  readonly model = new LedgerModel();
  private readonly purchases: { entryId: number; postings: Posting[]; refunded: boolean }[] = [];
  private readonly pendingHolds: { holdId: number; postings: Posting[] }[] = [];

  constructor(private readonly cast: Cast) {}

  async run(op: Operation): Promise<AccountRef[]> {
    switch (op.type) {
      case 'deposit': {
        const postings = [
          { account: accounts.providerClearing(), amount: -op.cents },
          { account: accounts.fanWallet(this.cast.fans[op.fan]!), amount: op.cents },
        ];
        await this.expectTransfer(postings, 'deposit');
        return this.model.accountsTouched(postings);
      }
      case 'purchase': {
        const postings = purchasePostings(this.cast, op);
        const entryId = await this.expectTransfer(postings, 'purchase');
        if (entryId !== undefined) this.purchases.push({ entryId, postings, refunded: false });
        return this.model.accountsTouched(postings);
      }
      case 'refund': {
        const purchase = this.purchases[op.purchase % Math.max(this.purchases.length, 1)];
        if (!purchase) return [];
        // As the checkout does: once a purchase's earnings have been released, it is no longer refunded.
        if (!purchase.refunded && !this.model.earningsCover(purchase.postings)) return [];
        const attempt = reverse(db, { entryId: purchase.entryId, idempotencyKey: newKey('refund'), kind: 'refund' });
        if (purchase.refunded) await expectRefusal(attempt, 'ALREADY_REVERSED');
        else if (this.model.apply(purchase.postings, { balanceSign: -1n, heldSign: 0n })) {
          await attempt;
          purchase.refunded = true;
        } else await expectRefusal(attempt, 'INSUFFICIENT_FUNDS');
        return this.model.accountsTouched(purchase.postings);
      }
      case 'release': {
        const creatorId = this.cast.creators[op.creator]!;
        const pending = this.model.get(accounts.creatorPending(creatorId)).balance;
        if (pending === 0n) return [];
        const postings = [
          { account: accounts.creatorPending(creatorId), amount: -pending },
          { account: accounts.creatorAvailable(creatorId), amount: pending },
        ];
        await this.expectTransfer(postings, 'release');
        return this.model.accountsTouched(postings);
      }
      case 'withdraw': {
        const available = this.model.get(accounts.creatorAvailable(this.cast.creators[op.creator]!));
        const cents = 1n + ((available.balance - available.held) * op.percent) / 100n;
        const postings = [
          { account: available.account, amount: -cents },
          { account: accounts.payoutsInFlight(), amount: cents },
        ];
        const attempt = reserve(db, { idempotencyKey: newKey('withdraw'), kind: 'withdrawal', postings });
        if (this.model.apply(postings, { balanceSign: 0n, heldSign: 1n })) this.pendingHolds.push({ holdId: (await attempt).holdId, postings });
        else await expectRefusal(attempt, 'INSUFFICIENT_FUNDS');
        return this.model.accountsTouched(postings);
      }
      case 'settle': {
        const [hold] = this.pendingHolds.splice(op.hold % Math.max(this.pendingHolds.length, 1), 1);
        if (!hold) return [];
        if (op.post) {
          await postHold(db, hold.holdId);
          expect(this.model.apply(hold.postings, { balanceSign: 1n, heldSign: -1n })).toBe(true);
        } else {
          await voidHold(db, hold.holdId);
          expect(this.model.apply(hold.postings, { balanceSign: 0n, heldSign: -1n })).toBe(true);
        }
        return this.model.accountsTouched(hold.postings);
      }
    }
  }

  private async expectTransfer(postings: Posting[], kind: string): Promise<number | undefined> {
    const attempt = transfer(db, { idempotencyKey: newKey(kind), kind, postings });
    if (this.model.apply(postings, { balanceSign: 1n, heldSign: 0n })) return (await attempt).entryId;
    await expectRefusal(attempt, 'INSUFFICIENT_FUNDS');
    return undefined;
  }
}

async function expectRefusal(attempt: Promise<unknown>, code: LedgerError['code']) {
  await expect(attempt).rejects.toMatchObject({ name: 'LedgerError', code });
}

async function expectModelBalances(model: LedgerModel, touched: AccountRef[]) {
  for (const account of touched) {
    const expected = model.get(account);
    expect(await balance(db, account)).toBe(expected.balance);
    expect(await availableBalance(db, account)).toBe(expected.balance - expected.held);
  }
}

describe('random sequences of deposits, purchases, refunds, releases and withdrawals', () => {
  // A long timeout: verifyLedger after every step reads every posting of the run's database, which the
  // other suites keep filling.
  it('keep every entry balanced, every balance equal to its postings and no wallet below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 10, maxLength: 30, size: 'max' }), async (operations) => {
        const cast = {
          fans: Array.from({ length: FANS }, newOwnerId),
          creators: Array.from({ length: CREATORS }, newOwnerId),
          agencyId: newOwnerId(),
        };
        const scenario = new Scenario(cast);
        // Funded fans, so that most purchases go through and there are earnings to release and withdraw.
        for (let fan = 0; fan < FANS; fan += 1) await scenario.run({ type: 'deposit', fan, cents: 10_000n });
        for (const op of operations) {
          const touched = await scenario.run(op);
          const verification = await verifyLedger(db);
          expect(verification).toMatchObject({ unbalancedEntries: 0, balanceMismatches: 0, heldMismatches: 0, overdrawnAccounts: 0, negativeEarnings: 0 });
          await expectModelBalances(scenario.model, touched);
        }
        for (const fanId of cast.fans) expect(await balance(db, accounts.fanWallet(fanId))).toBeGreaterThanOrEqual(0n);
        await expectModelBalances(scenario.model, scenario.model.all().map((state) => state.account));
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
