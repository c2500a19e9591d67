import type { Role, Transaction } from '@velvet/contracts';
import { toDollars } from '@velvet/contracts';
import type { RecipientRow, TransactionRow } from './repo.ts';

export type PublicUser = { id: string; username: string; role: Role; avatar: string | null };
export type CardFacts = { payment_brand: string; last_4_digits: string; expiry_month: string; expiry_year: string };

export type MapContext = {
  viewerId: string;
  recipients: RecipientRow[];
  users: Map<string, PublicUser>;
  card: CardFacts | null;
};

const party = (user: PublicUser | undefined) => (user ? { _id: user.id, username: user.username, role: user.role, avatar: user.avatar } : null);

/** The spec's transaction, seen by the payer (a debit) or by a recipient (a credit of their share). */
export function mapTransaction(row: TransactionRow, { viewerId, recipients, users, card }: MapContext): Transaction {
  const isCredit = row.payerId !== viewerId || row.type === 'WalletRecharge';
  const viewerShare = recipients.filter((recipient) => recipient.recipientId === viewerId).reduce((sum, recipient) => sum + recipient.amountCents, 0);
  const netCents = row.payerId === viewerId ? row.amountCents - row.platformFeeCents - row.agencyFeeCents : viewerShare;
  return {
    _id: row.id,
    status: row.status,
    category: row.type,
    method: row.method,
    created_at: row.createdAt.toISOString(),
    amount: toDollars(row.amountCents),
    tax_amount: toDollars(row.taxCents),
    processing_fee: toDollars(row.processingFeeCents),
    platform_fee: toDollars(row.platformFeeCents),
    agency_fee: toDollars(row.agencyFeeCents),
    total_amount_with_tax: toDollars(row.totalCents),
    total_amount_with_tax_eur: row.totalEurCents === null ? null : toDollars(row.totalEurCents),
    net_amount: toDollars(netCents),
    taxation_info: { tax_percentage: row.taxBasisPoints / 100, tax_name: row.taxName },
    from: party(users.get(row.payerId)),
    to: recipients
      .filter((recipient) => users.has(recipient.recipientId))
      .map((recipient) => ({ recipient: party(users.get(recipient.recipientId))!, amount: toDollars(recipient.amountCents) })),
    card_data: card,
    failure_reason: row.failureReason,
    is_credit: isCredit,
    message: row.message,
  };
}
