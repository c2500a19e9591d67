import type { DisputeStatus, Role, Transaction } from '@velvet/contracts';
import { toDollars } from '@velvet/contracts';
import type { RecipientRow, TransactionRow } from './repo.ts';

export type PublicUser = { id: string; username: string; role: Role; avatar: string | null };
export type CardFacts = { payment_brand: string; last_4_digits: string; expiry_month: string; expiry_year: string };

export type ChannelSummary = { name: string; username: string; avatar: string | null };

export type MapContext = {
  viewerId: string;
  recipients: RecipientRow[];
  users: Map<string, PublicUser>;
  card: CardFacts | null;
  /** Channels by id, for a channel subscription's `channelInfo`. */
  channels?: Map<string, ChannelSummary>;
  /** Shop order ids by transaction id, for a shop purchase's `shopItemInfo`. */
  orderIds?: Map<string, string>;
  /** Dispute states by transaction id, for those ever disputed. */
  disputes?: Map<string, DisputeStatus>;
};

/** The channel a subscription transaction paid for, from what the checkout traced. */
export function channelRefOf(row: TransactionRow): string | null {
  const trace = row.traceable;
  return trace.entity === 'channel' && typeof trace.ref === 'string' ? trace.ref : null;
}

function channelInfoOf(row: TransactionRow, channels: Map<string, ChannelSummary> | undefined): Transaction['channelInfo'] {
  const ref = channelRefOf(row);
  const channel = ref ? channels?.get(ref) : undefined;
  if (!channel) return null;
  const months = typeof row.traceable.months === 'number' ? row.traceable.months : 1;
  return { name: channel.name, username: channel.username, avatar: channel.avatar, duration: months };
}

function shopItemInfoOf(row: TransactionRow, orderIds: Map<string, string> | undefined): Transaction['shopItemInfo'] {
  if (row.type !== 'ProductSell' || row.traceable.entity !== 'product') return null;
  const name = typeof row.traceable.name === 'string' ? row.traceable.name : '';
  return { name, orderID: orderIds?.get(row.id) ?? null };
}

/** Each collaborator's share as a percentage of what the creators (owner and collaborators) earned, to two places. */
function collaboratorsOf(recipients: RecipientRow[], users: Map<string, PublicUser>): Transaction['collaborators'] {
  const creatorsCents = recipients.filter((recipient) => recipient.share !== 'agency').reduce((sum, recipient) => sum + recipient.amountCents, 0);
  return recipients
    .filter((recipient) => recipient.share === 'collaborator' && users.has(recipient.recipientId))
    .map((recipient) => ({
      user: party(users.get(recipient.recipientId))!,
      amount: toDollars(recipient.amountCents),
      percentage: creatorsCents > 0 ? Math.round((recipient.amountCents * 10_000) / creatorsCents) / 100 : 0,
    }));
}

const party = (user: PublicUser | undefined) => (user ? { _id: user.id, username: user.username, role: user.role, avatar: user.avatar } : null);

/** The spec's transaction, seen by the payer (a debit) or by a recipient (a credit of their share). */
export function mapTransaction(row: TransactionRow, { viewerId, recipients, users, card, channels, orderIds, disputes }: MapContext): Transaction {
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
    total_amount: toDollars(row.totalCents - row.taxCents),
    total_amount_with_tax: toDollars(row.totalCents),
    total_amount_with_tax_eur: row.totalEurCents === null ? null : toDollars(row.totalEurCents),
    net_amount: toDollars(netCents),
    taxation_info: { tax_percentage: row.taxBasisPoints / 100, tax_name: row.taxName },
    from: party(users.get(row.payerId)),
    to: recipients
      .filter((recipient) => users.has(recipient.recipientId))
      .map((recipient) => ({ recipient: party(users.get(recipient.recipientId))!, amount: toDollars(recipient.amountCents) })),
    collaborators: collaboratorsOf(recipients, users),
    channelInfo: channelInfoOf(row, channels),
    shopItemInfo: shopItemInfoOf(row, orderIds),
    card_data: card,
    failure_reason: row.failureReason,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    is_credit: isCredit,
    message: row.message,
    dispute: disputes?.get(row.id) ?? null,
  };
}
