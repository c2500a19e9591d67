import type { Dispute, DisputesPage, DisputesQuery, DisputeStatus } from '@velvet/contracts';
import { disputeMessages, formatUsd, toDollars } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { AccountsService } from '../accounts/service.ts';
import { recordAudit } from '../audit/index.ts';
import type { CheckoutService } from '../checkout/service.ts';
import { returnedPostings, takenPostings, type EarningsService, type TakenPart } from '../earnings/service.ts';
import { accounts, transfer, type Posting } from '../ledger/index.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { Database } from '../platform/db/client.ts';
import type { UnitOfWork } from '../platform/db/transaction.ts';
import { AppError } from '../platform/errors.ts';
import type { ProviderEvent } from '../platform/providers/payments-port.ts';
import type { TransactionRow } from '../transactions/repo.ts';
import type { TransactionsService } from '../transactions/service.ts';
import * as repo from './repo.ts';

type DisputesServiceOptions = {
  db: Database;
  accounts: Pick<AccountsService, 'publicUsers'>;
  logger: Logger;
  checkout: CheckoutService;
  earnings: EarningsService;
  notifications: NotificationsService;
  transactions: TransactionsService;
};

/** What the sandbox (standing in for the card network) says about a dispute. */
type DisputeData = { id?: unknown; merchant_reference?: unknown; payment_id?: unknown; amount?: unknown; fee?: unknown; reason?: unknown };

/** The network's fee when the event does not say: $15, as the leading card networks charge. */
const DEFAULT_FEE_CENTS = 1500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Notifications carry success, pending or failed: a won dispute is a success for the recipients, a lost one is not.
const notificationStatus = { open: 'pending', won: 'success', lost: 'failed' } as const;

const sum = (parts: TakenPart[]) => parts.reduce((total, part) => total + part.amountCents, 0);

const cents = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback);

type Party = { _id: string; username: string };

export const mapDispute = (row: repo.DisputeRow, parties: Map<string, Party>): Dispute => ({
  _id: row.id,
  transaction_id: row.transactionId,
  provider_dispute_id: row.providerDisputeId,
  status: row.status,
  amount: toDollars(row.amountCents),
  fee: toDollars(row.feeCents),
  reason: row.reason,
  payer_id: row.payerId,
  fan: parties.get(row.payerId) ?? null,
  creator: (row.creatorId && parties.get(row.creatorId)) || null,
  recovered_as_debt: toDollars(sum(row.parts.filter((part) => part.from === 'debt'))),
  opened_at: row.openedAt.toISOString(),
  closed_at: row.closedAt?.toISOString() ?? null,
});

/**
 * Card and iDEAL disputes, applied once each through the webhook inbox: opening one holds the
 * purchase's earnings and the network's fee from the recipients (pending, released, or as a debt paid
 * from later earnings) and suspends what was bought; won gives both back; lost pays the network.
 */
export function createDisputesService({ db, accounts: users, logger, checkout, earnings, notifications, transactions }: DisputesServiceOptions) {
  async function applyDisputeEvent(unit: UnitOfWork, event: ProviderEvent): Promise<void> {
    const data = event.data as DisputeData;
    if (typeof data.id !== 'string') return void logger.warn({ eventId: event.id }, 'dispute event without a dispute id');
    if (event.type === 'dispute.opened') return open(unit, data, data.id);
    if (event.type === 'dispute.won' || event.type === 'dispute.lost') return close(unit, data.id, event.type === 'dispute.won' ? 'won' : 'lost');
  }

  async function open(unit: UnitOfWork, data: DisputeData, providerDisputeId: string): Promise<void> {
    const reference = typeof data.merchant_reference === 'string' && UUID.test(data.merchant_reference) ? data.merchant_reference : null;
    const row = reference ? await transactions.findById(unit.tx, reference) : undefined;
    // The dispute overtook the payment's own webhook: refused, so the provider delivers it again once the payment has settled.
    if (row?.status === 'Pending') throw new AppError('CONFLICT', 'The disputed payment has not settled yet');
    // Only a settled purchase paid outside the wallet can be disputed with a bank; anything else is for staff to look at.
    if (!row || row.type === 'WalletRecharge' || row.method === 'wallet' || row.status !== 'Completed') {
      return void logger.warn({ providerDisputeId, transactionId: reference, status: row?.status }, 'dispute on a payment that is not a settled card purchase: left to staff');
    }
    const feeCents = cents(data.fee, DEFAULT_FEE_CENTS);
    const recipients = await transactions.recipientsOf(unit.tx, row.id);
    const charged = recipients.find((recipient) => recipient.share === 'creator');
    const dispute = await repo.insertOnce(unit.tx, {
      providerDisputeId,
      transactionId: row.id,
      payerId: row.payerId,
      creatorId: charged?.recipientId ?? null,
      amountCents: row.totalCents,
      feeCents,
      reason: typeof data.reason === 'string' ? data.reason.slice(0, 500) : null,
    });
    if (!dispute) return;
    const parts = await earnings.takeBack(unit.tx, {
      transactionId: row.id,
      reason: 'dispute',
      // The creator pays the network's fee; a sale by the platform itself leaves it to the platform.
      ...(charged && { extra: { ownerId: charged.recipientId, share: 'creator' as const, amountCents: feeCents } }),
    });
    if (parts.length) {
      await transfer(unit.tx, {
        idempotencyKey: `dispute:open:${dispute.id}`,
        kind: 'dispute_hold',
        postings: [...takenPostings(parts), { account: accounts.disputesHeld(), amount: BigInt(sum(parts)) }],
      });
    }
    await repo.saveParts(unit.tx, dispute.id, parts);
    await recordAudit(unit.tx, { action: 'dispute.opened', targetType: 'transactions', targetId: row.id, reason: dispute.reason, before: { status: row.status }, after: { dispute_id: dispute.id, fee_cents: feeCents, held: parts } });
    await checkout.suspendDelivery(unit, row);
    const amount = formatUsd(toDollars(row.totalCents));
    await notify(unit, row, recipients.map((recipient) => recipient.recipientId), {
      payer: disputeMessages.openedToPayer(amount),
      recipients: disputeMessages.openedToRecipient(amount),
      status: 'open',
    });
  }

  async function close(unit: UnitOfWork, providerDisputeId: string, outcome: 'won' | 'lost'): Promise<void> {
    const dispute = await repo.lock(unit.tx, providerDisputeId);
    // An outcome that overtook its opening is refused, so the provider delivers it again later; a second outcome is dropped.
    if (!dispute) throw new AppError('CONFLICT', 'The dispute has not been opened yet');
    if (dispute.status !== 'open') return void logger.warn({ providerDisputeId, outcome }, 'dispute outcome for a closed dispute');
    const row = await transactions.findById(unit.tx, dispute.transactionId);
    if (!row) return;
    const held = BigInt(sum(dispute.parts));
    if (outcome === 'won') {
      if (held > 0n) {
        await transfer(unit.tx, {
          idempotencyKey: `dispute:won:${dispute.id}`,
          kind: 'dispute_release',
          postings: [{ account: accounts.disputesHeld(), amount: -held }, ...returnedPostings(dispute.parts)],
        });
      }
      await earnings.resume(unit.tx, dispute.parts);
      await earnings.recoverDebts(unit.tx, dispute.parts, `dispute:${dispute.id}`);
      await checkout.restoreDelivery(unit, row);
    } else {
      await transfer(unit.tx, { idempotencyKey: `dispute:lost:${dispute.id}`, kind: 'dispute_lost', postings: lostPostings(row, dispute, held) });
      await earnings.forfeit(unit.tx, dispute.parts);
      await transactions.transition(unit.tx, { id: row.id, from: 'Completed', to: 'Refunded', set: { refundReason: 'Card dispute lost', refundedAt: new Date() } });
    }
    await repo.close(unit.tx, dispute.id, outcome);
    await recordAudit(unit.tx, { action: `dispute.${outcome}`, targetType: 'transactions', targetId: row.id, before: { dispute: 'open', held: dispute.parts }, after: { dispute: outcome } });
    const recipients = await transactions.recipientsOf(unit.tx, row.id);
    const amount = formatUsd(toDollars(row.totalCents));
    const message = outcome === 'won' ? disputeMessages.won(amount) : disputeMessages.lost(amount);
    await notify(unit, row, recipients.map((recipient) => recipient.recipientId), { payer: message, recipients: message, status: outcome });
  }

  /**
   * The correcting entry of a lost dispute: the network keeps the total and its fee (out of provider
   * clearing), the recipients' held parts pay it, and the platform gives up its fee, the tax and the
   * processing fee it had booked (and the part of the network's fee nobody else was charged).
   */
  function lostPostings(row: TransactionRow, dispute: repo.DisputeRow, held: bigint): Posting[] {
    const feeCharged = sum(dispute.parts.filter((part) => part.earningId === null));
    const postings: Posting[] = [
      { account: accounts.providerClearing(), amount: BigInt(row.totalCents + dispute.feeCents) },
      { account: accounts.taxPayable(), amount: -BigInt(row.taxCents) },
      { account: accounts.processingFees(), amount: -BigInt(row.processingFeeCents) },
      { account: accounts.platformFees(), amount: -BigInt(row.platformFeeCents + dispute.feeCents - feeCharged) },
    ];
    if (held > 0n) postings.push({ account: accounts.disputesHeld(), amount: -held });
    return postings.filter((posting) => posting.amount !== 0n);
  }

  type Texts = { payer: string; recipients: string; status: DisputeStatus };

  async function notify(unit: UnitOfWork, row: TransactionRow, recipientIds: string[], texts: Texts) {
    const data = { status: notificationStatus[texts.status], transaction_id: row.id };
    await notifications.notifyAll(unit, [
      { userId: row.payerId, type: 'Dispute', message: texts.payer, data },
      ...[...new Set(recipientIds)].map((userId) => ({ userId, type: 'Dispute' as const, message: texts.recipients, data })),
    ]);
  }

  /** Disputes with their fan and creator named. */
  async function present(rows: repo.DisputeRow[]): Promise<Dispute[]> {
    const ids = [...new Set(rows.flatMap((row) => (row.creatorId ? [row.payerId, row.creatorId] : [row.payerId])))];
    const found = await users.publicUsers(ids);
    const parties = new Map([...found].map(([id, user]) => [id, { _id: id, username: user.username }]));
    return rows.map((row) => mapDispute(row, parties));
  }

  /** The admin queue: newest first, a page at a time, with how many are in each state. */
  async function list({ status, user_id: userId, page, limit }: DisputesQuery): Promise<DisputesPage> {
    const [rows, counts] = await Promise.all([repo.list(db, { status, userId, limit: limit + 1, offset: (page - 1) * limit }), repo.countsByStatus(db)]);
    return { items: await present(rows.slice(0, limit)), counts, page, has_more: rows.length > limit };
  }

  /** The newest disputes the user paid or earns from (the admin user page). */
  const ofUser = async (userId: string, limit: number) => present(await repo.list(db, { userId, limit, offset: 0 }));

  const hasOpenFor = (userId: string) => repo.hasOpenFor(db, userId);

  /** Each transaction's dispute state, for those ever disputed (the dispute marker of a transaction list). */
  const statesOf = (transactionIds: string[]) => repo.statesOf(db, transactionIds);

  const countOpen = async () => (await repo.countsByStatus(db)).open;

  return { applyDisputeEvent, list, ofUser, hasOpenFor, statesOf, countOpen };
}
export type DisputesService = ReturnType<typeof createDisputesService>;
