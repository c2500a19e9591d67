import type { DepositInput, Wallet } from '@velvet/contracts';
import { toCents, toDollars } from '@velvet/contracts';
import type { CheckoutService } from '../checkout/service.ts';
import { accounts, availableBalance } from '../ledger/index.ts';
import type { Database } from '../platform/db/client.ts';

export function createWalletService({ db, checkout }: { db: Database; checkout: CheckoutService }) {
  async function get(userId: string): Promise<Wallet> {
    return { balance: toDollars(await availableBalance(db, accounts.fanWallet(userId))), currency: 'USD' };
  }

  const deposit = (userId: string, idempotencyKey: string, input: DepositInput) =>
    checkout.deposit({
      payerId: userId,
      idempotencyKey,
      amountCents: toCents(input.amount),
      payment: { mode: input.payment_mode, cardId: input.tokenised_card_id },
    });

  return { get, deposit };
}
export type WalletService = ReturnType<typeof createWalletService>;
