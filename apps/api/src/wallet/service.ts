import type { DepositInput, Wallet } from '@velvet/contracts';
import { toCents, toDollars } from '@velvet/contracts';
import { fraudMessages } from '@velvet/contracts';
import type { CheckoutService } from '../checkout/service.ts';
import type { FraudService } from '../fraud/service.ts';
import { accounts, availableBalance, availableBalanceSql } from '../ledger/index.ts';
import type { SessionRead } from '../platform/auth/guard.ts';
import type { Database } from '../platform/db/client.ts';
import { AppError } from '../platform/errors.ts';
import type { TransactionsService } from '../transactions/service.ts';

type WalletServiceOptions = { db: Database; checkout: CheckoutService; transactions: TransactionsService; fraud: FraudService };

/** The caller's spendable balance, read by their session check's statement (GET /api/wallet): one round trip. */
export const walletBalanceRead: SessionRead<bigint> = {
  name: 'wallet',
  value: (userId) => availableBalanceSql({ kind: 'fan_wallet', currency: 'USD' }, userId),
  // A numeric: pg gives its text.
  fromDriver: (raw) => BigInt(raw as string),
};

export const presentWallet = (availableCents: bigint): Wallet => ({ balance: toDollars(availableCents), currency: 'USD' });

export function createWalletService({ db, checkout, transactions, fraud }: WalletServiceOptions) {
  async function get(userId: string): Promise<Wallet> {
    return presentWallet(await availableBalance(db, accounts.fanWallet(userId)));
  }

  /** The deposit velocity limits: a replay of a deposit already made is never refused by them. */
  async function assertWithinLimits(userId: string, idempotencyKey: string, amountCents: number): Promise<void> {
    const { depositsPerDay, depositCentsPerDay } = fraud.limits;
    if (!depositsPerDay && !depositCentsPerDay) return;
    if (await transactions.findByKey(db, userId, idempotencyKey)) return;
    const today = await transactions.payerActivitySince({ payerId: userId, type: 'WalletRecharge', since: fraud.dayAgo() });
    const overCount = depositsPerDay > 0 && today.count >= depositsPerDay;
    const overAmount = depositCentsPerDay > 0 && today.cents + amountCents > depositCentsPerDay;
    if (!overCount && !overAmount) return;
    if (await fraud.isLifted(db, userId, 'deposits')) return;
    const message = overCount ? fraudMessages.depositCount : fraudMessages.depositAmount;
    throw new AppError('UNPROCESSABLE', message, { fields: { amount: message } });
  }

  const deposit = async (userId: string, idempotencyKey: string, input: DepositInput) => {
    await assertWithinLimits(userId, idempotencyKey, toCents(input.amount));
    return checkout.deposit({
      payerId: userId,
      idempotencyKey,
      amountCents: toCents(input.amount),
      payment: { mode: input.payment_mode, cardId: input.tokenised_card_id },
    });
  };

  return { get, deposit };
}
export type WalletService = ReturnType<typeof createWalletService>;
