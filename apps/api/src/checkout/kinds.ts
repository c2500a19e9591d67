import type { NotificationType, TransactionType } from '@velvet/contracts';
import type { UnitOfWork } from '../platform/db/transaction.ts';
import type { TransactionRow } from '../transactions/repo.ts';

/**
 * What a buying domain registers for each kind of purchase: how its notifications read, and what to
 * deliver once the payment has settled (in the settling transaction, so delivery and money commit together).
 */
export type PurchaseKind = {
  notificationType: NotificationType | ((transaction: TransactionRow) => NotificationType);
  describe: (transaction: TransactionRow, names: { payer: string }) => { payer: string; recipient: string };
  /** Holds what the purchase takes (stock) in the transaction that records it; throwing refuses the purchase and writes nothing. */
  reserve?: (unit: UnitOfWork, transaction: TransactionRow) => Promise<void>;
  /** Gives back what `reserve` held, in the transaction that moves the purchase from Pending to Failed (so once). */
  release?: (unit: UnitOfWork, transaction: TransactionRow) => Promise<void>;
  fulfil?: (unit: UnitOfWork, transaction: TransactionRow) => Promise<void>;
  /** Takes back what `fulfil` delivered when the purchase is refunded; a kind that fulfils without it cannot be refunded. */
  revoke?: (unit: UnitOfWork, transaction: TransactionRow) => Promise<void>;
};

export type PurchaseKinds = Map<TransactionType, PurchaseKind>;
