import type { ChatFeePurchaseInput, ChatFeeType, PaymentMethod, Transaction } from '@velvet/contracts';
import { effectivePrice, formatUsd, isTimedChatFee, paymentMessages, serviceMessages, toCents, toDollars } from '@velvet/contracts';
import type { CheckoutService } from '../checkout/service.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { TransactionRow } from '../transactions/repo.ts';
import { grantedAccess, type ChatFeeAccess } from './chat-fee-access.ts';
import { accessExpiry } from './chat-fee-expiry.ts';
import { toService } from './mappers.ts';
import * as repo from './repo.ts';

/** What a chat-fee transaction remembers of the service it bought, so a late settlement delivers what was sold. */
type ChatFeeTrace = { entity: 'service'; ref: string; creator_id: string; name: string; chat_fee_type: ChatFeeType; unit: number | null; amount_of_messages: number | null };

const traceOf = (transaction: TransactionRow) => transaction.traceable as ChatFeeTrace;

/** The payment of v1's fields, or the hosted wallet (the v2 variant). */
type PurchaseOptions = { payerId: string; idempotencyKey: string; input: Omit<ChatFeePurchaseInput, 'payment_mode'> & { payment_mode: PaymentMethod } };

/** Chat fees: bought through the one checkout, held in `chat_fee_purchases`, asked about by the chat domain. */
type ChatFeesOptions = {
  db: Database;
  checkout: CheckoutService;
  /** Whether the fan chats with the creator for free: a live subscription to a channel of theirs whose perks include free chats. */
  freeChats: (fanId: string, creatorId: string, executor?: Executor) => Promise<boolean>;
};

export function createChatFees({ db, checkout, freeChats }: ChatFeesOptions) {
  async function fulfil(tx: Executor, transaction: TransactionRow) {
    const trace = traceOf(transaction);
    const boughtAt = transaction.settledAt ?? new Date();
    await repo.insertPurchase(tx, {
      buyerId: transaction.payerId,
      creatorId: trace.creator_id,
      serviceId: trace.ref,
      transactionId: transaction.id,
      boughtAt,
      expiresAt: isTimedChatFee(trace.chat_fee_type) ? accessExpiry(boughtAt, trace.chat_fee_type as 'Week' | 'Month', trace.unit ?? 1) : null,
      availableMessages: trace.chat_fee_type === 'PerMessage' ? trace.amount_of_messages : null,
    });
  }

  const kind = {
    notificationType: 'Chat-Fee-Purchase' as const,
    describe: (transaction: TransactionRow, names: { payer: string }) => ({
      payer: serviceMessages.chatFeePaid,
      recipient: `${names.payer} paid ${formatUsd(toDollars(transaction.amountCents))} for ${traceOf(transaction).name}`,
    }),
    fulfil: (unit: { tx: Executor }, transaction: TransactionRow) => fulfil(unit.tx, transaction),
    revoke: (unit: { tx: Executor }, transaction: TransactionRow) => repo.revokePurchase(unit.tx, transaction.id),
  };
  checkout.registerKind('ChatFee', kind);
  checkout.registerKind('PerMessageChatFee', kind);

  /** Buy Chat Fee Service: an active, priced chat fee of another creator, at its offer price while one runs. */
  async function purchase({ payerId, idempotencyKey, input }: PurchaseOptions): Promise<Transaction> {
    const row = await repo.findService(db, input.service_id);
    if (!row || !row.isActive) throw notFound(serviceMessages.notFound);
    if (row.type !== 'CHAT-FEE' || !row.chatFeeType) throw new AppError('VALIDATION_FAILED', serviceMessages.notChatFee);
    if (row.chatFeeType === 'Free' || row.priceCents <= 0) throw new AppError('VALIDATION_FAILED', serviceMessages.notForSale);
    if (row.creatorId === payerId) throw new AppError('VALIDATION_FAILED', serviceMessages.ownService);
    const trace: ChatFeeTrace = {
      entity: 'service',
      ref: row.id,
      creator_id: row.creatorId,
      name: row.name,
      chat_fee_type: row.chatFeeType,
      unit: row.unit,
      amount_of_messages: row.amountOfMessages,
    };
    try {
      return await checkout.purchase({
        payerId,
        idempotencyKey,
        type: row.chatFeeType === 'PerMessage' ? 'PerMessageChatFee' : 'ChatFee',
        priceCents: toCents(effectivePrice(toService(row))),
        payee: { creatorId: row.creatorId },
        payment: { mode: input.payment_mode, cardId: input.tokenised_card_id },
        traceable: { ...trace, ...(input.traceable_data?.route && { route: input.traceable_data.route }) },
      });
    } catch (error) {
      // The spec words a short wallet differently for chat fees ('Insufficient balance' with Add Balance).
      if (error instanceof AppError && error.message === paymentMessages.insufficientBalance) {
        throw new AppError('VALIDATION_FAILED', serviceMessages.insufficientBalance, { fields: { payment_mode: serviceMessages.insufficientBalance } });
      }
      throw error;
    }
  }

  /** Whether talking to this creator needs a paid chat fee (an active CHAT-FEE service, not Free, price > 0, and no free chats through a channel subscription) and whether the fan holds a live one. */
  async function chatFeeAccess(fanId: string, creatorId: string): Promise<ChatFeeAccess> {
    const [serviceIds, live] = await Promise.all([repo.paidChatFeeIds(db, creatorId), repo.livePurchases(db, fanId, creatorId, new Date())]);
    if (!serviceIds.length || (await freeChats(fanId, creatorId))) return { required: false };
    return grantedAccess(live, serviceIds);
  }

  /** Takes one message from the fan's PerMessage allowance with this creator inside the caller's transaction; false when none is left (unlimited access answers true). */
  async function consumeChatMessage(tx: Executor, fanId: string, creatorId: string): Promise<boolean> {
    if (await freeChats(fanId, creatorId, tx)) return true;
    const now = new Date();
    const live = await repo.livePurchases(tx, fanId, creatorId, now);
    if (live.some((purchase) => purchase.availableMessages === null)) return true;
    if (await repo.takeMessage(tx, fanId, creatorId, now)) return true;
    return (await repo.paidChatFeeIds(tx, creatorId)).length === 0;
  }

  /** The fan's live chat-fee purchases from the creator, oldest first. */
  async function liveChatFeePurchases(fanId: string, creatorId: string) {
    const rows = await repo.livePurchases(db, fanId, creatorId, new Date());
    return rows.map((row) => ({ serviceId: row.serviceId, boughtAt: row.boughtAt, expiresAt: row.expiresAt }));
  }

  return { purchaseChatFee: purchase, chatFeeAccess, consumeChatMessage, liveChatFeePurchases };
}
