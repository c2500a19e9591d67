import { displayStatus, SKRILL_LABEL, transactionTypeLabels, type DisputeStatus, type PaymentMethod, type Transaction } from '@velvet/contracts';

export type ShownStatus = ReturnType<typeof displayStatus>;

export const statusLabels: Record<ShownStatus, string> = { success: 'Success', pending: 'Pending', failed: 'Failed' };
export const statusColors: Record<ShownStatus, string> = { success: 'green', pending: 'yellow', failed: 'red' };

export const methodLabels: Record<PaymentMethod, string> = { wallet: 'Wallet', card: 'Card', iDEAL: 'iDEAL', skrill: SKRILL_LABEL };

export const transactionTypeLabel = (transaction: Pick<Transaction, 'category'>) => transactionTypeLabels[transaction.category];

/** The 1 USD check of a new card: authorised on the card page and released there at once, one entry. */
export const isCardCheck = (transaction: Pick<Transaction, 'category'>) => transaction.category === 'PaymentCardSavedSuccessfullyAndRefunded';

/**
 * The status as the spec shows it (Completed, Authorised, Refunded as success; Pending as pending; the
 * rest as failed) and the exact status when it says more than that, e.g. Refunded; a card check says
 * both of its states.
 */
export function transactionStatus(transaction: Pick<Transaction, 'status' | 'category'>): { shown: ShownStatus; detail: string | null } {
  const shown = displayStatus(transaction.status);
  if (isCardCheck(transaction) && transaction.status === 'Refunded') return { shown, detail: 'Authorised, then Refunded' };
  const plain = { success: 'Completed', pending: 'Pending', failed: 'Failed' }[shown];
  return { shown, detail: transaction.status === plain ? null : transaction.status };
}

type StatusStep = { status: string; at: string };

/** When each state was reached, for the details: a card check's authorisation and its release; any other refund's date. */
export function statusSteps(transaction: Pick<Transaction, 'status' | 'category' | 'created_at' | 'refunded_at'>): StatusStep[] {
  if (transaction.status !== 'Refunded' || !transaction.refunded_at) return [];
  const refunded = { status: 'Refunded', at: transaction.refunded_at };
  return isCardCheck(transaction) ? [{ status: 'Authorised', at: transaction.created_at }, refunded] : [refunded];
}

/**
 * The amount on a transaction card, from the viewer's side: what came in (the net amount) on a credit,
 * what went out (everything the payer paid) on a debit.
 */
export function signedAmount(transaction: Pick<Transaction, 'is_credit' | 'net_amount' | 'total_amount_with_tax'>): {
  sign: '+' | '−';
  amount: number;
} {
  return transaction.is_credit
    ? { sign: '+', amount: transaction.net_amount }
    : { sign: '−', amount: transaction.total_amount_with_tax };
}

type FeeRow = { label: string; amount: number };

/** Processing, platform and agency fees, each only when it is not zero. */
export function feeRows(transaction: Pick<Transaction, 'processing_fee' | 'platform_fee' | 'agency_fee'>): FeeRow[] {
  const rows: FeeRow[] = [
    { label: 'Processing fee', amount: transaction.processing_fee },
    { label: 'Platform fee', amount: transaction.platform_fee },
    { label: 'Agency fee', amount: transaction.agency_fee },
  ];
  return rows.filter((row) => row.amount !== 0);
}

/** The buyer of a credit transaction, linked to their profile; nobody on a debit, nor on one's own deposit. */
export const buyerOf = (transaction: Pick<Transaction, 'is_credit' | 'from' | 'category'>) =>
  transaction.is_credit && transaction.category !== 'WalletRecharge' ? transaction.from : null;

/** 'Tax (VAT 21%)', or 'Tax (0%)' when the tax has no name. */
export function taxLabel(transaction: Pick<Transaction, 'taxation_info'>): string {
  const { tax_name: name, tax_percentage: percentage } = transaction.taxation_info;
  const rate = `${Number(percentage.toFixed(2))}%`;
  return `Tax (${name ? `${name} ${rate}` : rate})`;
}

/** Who the money came from (the buyer, on a credit) or went to (the first recipient, on a debit). */
export const counterpartOf = (transaction: Pick<Transaction, 'is_credit' | 'from' | 'to' | 'category'>) =>
  transaction.is_credit ? buyerOf(transaction) : (transaction.to[0]?.recipient ?? null);

/**
 * The dispute marker of a transaction its payer took to their bank, null when never disputed. A won
 * dispute is the platform's win: the earner reads "Dispute won", the payer that their bank refused it;
 * a lost one returned the payment to the payer's card.
 */
export function disputeMarker(transaction: Pick<Transaction, 'dispute' | 'is_credit'>): { label: string; color: string } | null {
  if (!transaction.dispute) return null;
  const labels: Record<DisputeStatus, string> = transaction.is_credit
    ? { open: 'Disputed', won: 'Dispute won', lost: 'Dispute lost' }
    : { open: 'Disputed', won: 'Dispute declined by your bank', lost: 'Dispute refunded to your card' };
  const colors: Record<DisputeStatus, string> = { open: 'orange', won: transaction.is_credit ? 'green' : 'gray', lost: transaction.is_credit ? 'red' : 'gray' };
  return { label: labels[transaction.dispute], color: colors[transaction.dispute] };
}
