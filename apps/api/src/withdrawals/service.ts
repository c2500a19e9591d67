import type { PayoutAccount, PayoutMethod, PayoutReviewPage, Role, WithdrawalReviewReason, WithdrawBalance, Withdrawal } from '@velvet/contracts';
import { disputeMessages, formatUsd, toCents, toDollars, withdrawMessages, WITHDRAW_CONFIRM_MIN_DOLLARS, WITHDRAW_FIRST_MIN_DOLLARS } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { AccountsService } from '../accounts/service.ts';
import { accounts, availableBalance, debtOf, LedgerError, postHold, recoverDebt, reserve, voidHold } from '../ledger/index.ts';
import type { Database } from '../platform/db/client.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { PaymentsProvider, ProviderEvent } from '../platform/providers/payments-port.ts';
import type { TransactionsService } from '../transactions/service.ts';
import * as repo from './repo.ts';

/** When a withdrawal waits for an admin instead of going out at once. */
export type PayoutReviewRules = {
  aboveCents: number;
  firstWithdrawal: boolean;
  /** Whether the account is a recipient of a purchase under an open card dispute. */
  hasOpenDisputes: (userId: string) => Promise<boolean>;
};

type WithdrawalsServiceOptions = {
  db: Database;
  review: PayoutReviewRules;
  logger: Logger;
  provider: PaymentsProvider;
  accounts: AccountsService;
  transactions: TransactionsService;
};

const mapWithdrawal = (row: repo.WithdrawalRow): Withdrawal => ({
  _id: row.id,
  amount: toDollars(row.amountCents),
  status: row.status,
  created_at: row.createdAt.toISOString(),
  failure_reason: row.failureReason,
  review: row.review ? { status: row.review, reasons: (row.reviewReasons ?? []) as WithdrawalReviewReason[] } : null,
});

/** Where a payout comes from: an agency's released funds, or a creator's available earnings. */
const withdrawable = (userId: string, role: Role) => (role === 'AGENCY' ? accounts.agencyAvailable(userId) : accounts.creatorAvailable(userId));

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { fields: { amount: message } });

/** The one payout method there is: the payout provider's account. */
const PAYOUT_METHOD: PayoutMethod = 'masspay';

const mapPayoutAccount = (account: Pick<repo.PayoutAccountRow, 'activationUrl' | 'status' | 'payeeId'>): PayoutAccount => ({
  activation_url: account.activationUrl,
  is_activated: account.status === 'active',
  sid: account.payeeId,
  type: PAYOUT_METHOD,
});

export type WithdrawOptions = {
  userId: string;
  role: Role;
  idempotencyKey: string;
  amountCents: number;
  /** The payload's `sid` and `type`: the payout account and method the money goes to. */
  destination: { sid: string; type: PayoutMethod };
};

/** Creators' and agencies' payouts: reserved in the ledger, sent to the payout provider, posted or voided by its webhook. */
export function createWithdrawalsService({ db, logger, provider, accounts: users, transactions, review }: WithdrawalsServiceOptions) {
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'after-commit task failed'));

  async function balance(userId: string, role: Role): Promise<WithdrawBalance> {
    const [available, done] = await Promise.all([availableBalance(db, withdrawable(userId, role)), repo.hasCompleted(db, userId)]);
    return { balance: toDollars(available), is_first_withdrawal_done: done };
  }

  async function payoutAccount(userId: string): Promise<PayoutAccount | null> {
    const account = await repo.findPayoutAccount(db, userId);
    return account ? mapPayoutAccount(account) : null;
  }

  async function createPayoutAccount(userId: string): Promise<PayoutAccount> {
    const existing = await repo.findPayoutAccount(db, userId);
    if (existing?.status === 'active') throw new AppError('CONFLICT', withdrawMessages.payoutAccountActive);
    if (existing) return mapPayoutAccount(existing);
    const me = await users.getMe(userId);
    try {
      const payee = await provider.createPayee({
        reference: userId,
        email: me.email,
        name: [me.f_name, me.l_name].filter(Boolean).join(' ') || me.username,
        idempotencyKey: `payee:${userId}`,
      });
      await repo.upsertPayoutAccount(db, { userId, payeeId: payee.id, status: payee.status, activationUrl: payee.activation_url });
      return mapPayoutAccount({ payeeId: payee.id, status: payee.status, activationUrl: payee.activation_url });
    } catch (error) {
      logger.warn({ err: error }, 'payout account could not be created');
      throw new AppError('PROVIDER_UNAVAILABLE', withdrawMessages.payoutAccountFailed);
    }
  }

  /** The spec's confirm-time rule, inconsistency included: under $50 is refused with the $100 message. */
  function assertAmountAllowed(amountCents: number, firstWithdrawal: boolean): void {
    const minimum = firstWithdrawal ? WITHDRAW_FIRST_MIN_DOLLARS : WITHDRAW_CONFIRM_MIN_DOLLARS;
    if (amountCents < toCents(minimum)) throw refuse(withdrawMessages.firstMinimum);
  }

  async function withdraw({ userId, role, idempotencyKey, amountCents, destination }: WithdrawOptions): Promise<Withdrawal> {
    const account = await repo.findPayoutAccount(db, userId);
    if (account?.status !== 'active') throw new AppError('FORBIDDEN', 'Activate your payout account first');
    // The money goes where the payload says, and only ever to the caller's own activated account.
    if (destination.sid !== account.payeeId || destination.type !== PAYOUT_METHOD) {
      throw new AppError('VALIDATION_FAILED', withdrawMessages.payoutAccountMismatch, { fields: { sid: withdrawMessages.payoutAccountMismatch } });
    }
    const firstWithdrawal = !(await repo.hasCompleted(db, userId));
    assertAmountAllowed(amountCents, firstWithdrawal);
    const reviewReasons = await reasonsToReview(userId, amountCents, firstWithdrawal);

    let recorded: { withdrawal: repo.WithdrawalRow; created: boolean };
    try {
      recorded = await run(async (unit) => {
        // A debt left by a dispute or a refund is paid from the balance first; while any remains, nothing goes out.
        await recoverDebt(unit.tx, { ownerId: userId, from: withdrawable(userId, role), idempotencyKey: `recover:withdrawal:${randomUUID()}` });
        const owed = await debtOf(unit.tx, userId);
        if (owed > 0n) throw refuse(disputeMessages.owesBalance(formatUsd(toDollars(owed))));
        const hold = await reserve(unit.tx, {
          idempotencyKey: `withdrawal:${userId}:${idempotencyKey}`,
          kind: 'withdrawal',
          postings: [
            { account: withdrawable(userId, role), amount: -BigInt(amountCents) },
            { account: accounts.payoutsInFlight(), amount: BigInt(amountCents) },
          ],
        });
        // A withdrawal that needs a review is reserved now (the money cannot be spent twice) and sent once approved.
        const waits = reviewReasons.length > 0;
        const result = await repo.insertOnce(unit.tx, {
          userId,
          idempotencyKey,
          amountCents,
          holdId: hold.holdId,
          payeeId: account.payeeId,
          payoutMethod: destination.type,
          ...(waits && { review: 'awaiting' as const, reviewReasons }),
        });
        if (result.created) {
          await transactions.insertOnce(unit.tx, {
            type: 'Withdraw',
            status: 'Pending',
            method: 'wallet',
            payerId: userId,
            idempotencyKey: `withdrawal:${result.withdrawal.id}`,
            amountCents,
            totalCents: amountCents,
          });
        }
        return result;
      });
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') throw refuse(withdrawMessages.insufficientWithdrawable);
      throw error;
    }
    if (!recorded.created || recorded.withdrawal.review === 'awaiting') return mapWithdrawal(recorded.withdrawal);
    return mapWithdrawal(await send(recorded.withdrawal, recorded.withdrawal.payeeId ?? account.payeeId));
  }

  async function reasonsToReview(userId: string, amountCents: number, firstWithdrawal: boolean): Promise<WithdrawalReviewReason[]> {
    const reasons: WithdrawalReviewReason[] = [];
    if (amountCents > review.aboveCents) reasons.push('large');
    if (firstWithdrawal && review.firstWithdrawal) reasons.push('first');
    if (await review.hasOpenDisputes(userId)) reasons.push('disputes');
    return reasons;
  }

  /** An admin approves a withdrawal waiting for review: it goes out to the provider now. */
  async function approve(adminId: string, id: string): Promise<Withdrawal> {
    const decided = await repo.decideReview(db, { id, to: 'approved', reviewedBy: adminId });
    if (!decided) throw (await repo.findById(db, id)) ? new AppError('CONFLICT', withdrawMessages.notAwaitingReview) : notFound(withdrawMessages.reviewNotFound);
    const account = await repo.findPayoutAccount(db, decided.userId);
    if (account?.status !== 'active') throw new AppError('CONFLICT', 'The payout account is not active');
    return mapWithdrawal(await send(decided, decided.payeeId ?? account.payeeId));
  }

  /** An admin rejects it: the reserved money is released back to the balance and the withdrawal fails with the reason. */
  async function reject(adminId: string, id: string, reason: string): Promise<Withdrawal> {
    const row = await run(async (unit) => {
      const decided = await repo.decideReview(unit.tx, { id, to: 'rejected', reviewedBy: adminId });
      if (!decided) throw (await repo.findById(unit.tx, id)) ? new AppError('CONFLICT', withdrawMessages.notAwaitingReview) : notFound(withdrawMessages.reviewNotFound);
      return finish(unit, id, { paid: false, failureReason: reason });
    });
    return mapWithdrawal(row!);
  }

  async function reviewQueue(query: { review: 'awaiting' | 'approved' | 'rejected'; limit: number }): Promise<PayoutReviewPage> {
    const [rows, awaiting] = await Promise.all([repo.reviewQueue(db, query), repo.countAwaiting(db)]);
    const people = await users.publicUsers([...new Set(rows.map((row) => row.userId))]);
    return { items: rows.map((row) => ({ ...mapWithdrawal(row), user: { _id: row.userId, username: people.get(row.userId)?.username ?? '' } })), counts: { awaiting } };
  }

  /** The account's withdrawals, newest first, with their review state. */
  const history = async (userId: string) => (await repo.ofUser(db, userId, 50)).map(mapWithdrawal);

  async function send(withdrawal: repo.WithdrawalRow, payeeId: string): Promise<repo.WithdrawalRow> {
    try {
      const transfer = await provider.createTransfer({
        payeeId,
        amount: withdrawal.amountCents,
        currency: 'USD',
        reference: withdrawal.id,
        idempotencyKey: `withdrawal:${withdrawal.id}`,
      });
      await repo.setTransfer(db, withdrawal.id, transfer.id);
      return { ...withdrawal, transferId: transfer.id };
    } catch (error) {
      logger.warn({ err: error, withdrawalId: withdrawal.id }, 'payout transfer refused');
      const failed = await run((unit) => finish(unit, withdrawal.id, { paid: false, failureReason: 'The payout provider refused the transfer' }));
      throw new AppError('PROVIDER_UNAVAILABLE', failed?.failureReason ?? withdrawMessages.payoutAccountFailed);
    }
  }

  type FinishOutcome = { paid: boolean; failureReason?: string };

  /** Posts or voids the reserved payout exactly once, and ends its transaction record. */
  async function finish(unit: UnitOfWork, withdrawalId: string, { paid, failureReason }: FinishOutcome) {
    const row = await repo.finish(unit.tx, { id: withdrawalId, status: paid ? 'Completed' : 'Failed', failureReason });
    if (!row) return undefined;
    if (paid) await postHold(unit.tx, row.holdId);
    else await voidHold(unit.tx, row.holdId);
    const record = await transactions.findByKey(unit.tx, row.userId, `withdrawal:${row.id}`);
    if (record) {
      await transactions.transition(unit.tx, { id: record.id, from: 'Pending', to: paid ? 'Completed' : 'Failed', set: { failureReason, settledAt: new Date() } });
    }
    return row;
  }

  /**
   * Sends the transfers of withdrawals that were reserved but never sent; the provider's idempotency
   * key makes a transfer that did go out, unrecorded, come back instead of going out twice.
   */
  async function sendUnsent(olderThan: Date): Promise<number> {
    const unsent = await repo.unsentBefore(db, olderThan);
    let sent = 0;
    for (const { withdrawal, payeeId } of unsent) {
      const done = await send(withdrawal, payeeId).then(
        () => true,
        () => false,
      );
      if (done) sent += 1;
    }
    return sent;
  }

  async function applyTransferEvent(unit: UnitOfWork, event: ProviderEvent): Promise<void> {
    const data = event.data as { reference?: string; status?: string; failure_reason?: string };
    if (!data.reference || !/^[0-9a-f-]{36}$/i.test(data.reference)) return;
    if (event.type === 'transfer.paid') await finish(unit, data.reference, { paid: true });
    if (event.type === 'transfer.failed') await finish(unit, data.reference, { paid: false, failureReason: data.failure_reason ?? 'Payout failed' });
  }

  async function applyPayeeEvent(unit: UnitOfWork, event: ProviderEvent): Promise<void> {
    const data = event.data as { id?: string };
    if (event.type === 'payee.activated' && data.id) await repo.activatePayee(unit.tx, data.id);
  }

  return { balance, payoutAccount, createPayoutAccount, withdraw, sendUnsent, applyTransferEvent, applyPayeeEvent, approve, reject, reviewQueue, countAwaiting: () => repo.countAwaiting(db), history };
}
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
