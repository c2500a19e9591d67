import type { NotificationType, PaymentMethod, TipV2Input, Transaction } from '@velvet/contracts';
import { channelMessages, eventMessages, formatUsd, postMessages, tipMessages, toCents, toDollars } from '@velvet/contracts';
import type { AccountsService } from '../accounts/service.ts';
import type { CheckoutService } from '../checkout/service.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { TransactionRow } from '../transactions/repo.ts';

const notificationTypeByEntity: Record<string, NotificationType> = {
  profile: 'Profile-Tip',
  post: 'Post-Tip',
  story: 'Story-Tip',
  channel: 'Channel-Tip',
  event: 'Event-Tip',
};

const tipNotificationType = (transaction: TransactionRow) =>
  notificationTypeByEntity[String(transaction.traceable.entity)] ?? 'Profile-Tip';

/** The creator a tipped post, story, event or channel belongs to, or undefined when the tipper can know of no such live item. */
export type TipRefOwner = (entity: 'post' | 'story' | 'event' | 'channel', ref: string, tipperId: string) => Promise<string | undefined>;

type TipOptions = {
  payerId: string;
  idempotencyKey: string;
  tip: Omit<TipV2Input, 'traceable_data'> & { payment_mode: PaymentMethod; tokenised_card_id?: string; traceable_data: { entity: string; ref?: string; route?: string } };
};

export function createTipsService({ accounts, checkout, refOwner }: { accounts: AccountsService; checkout: CheckoutService; refOwner?: TipRefOwner }) {
  checkout.registerKind('Tip', {
    notificationType: tipNotificationType,
    describe: (transaction, names) => ({
      payer: tipMessages.sent,
      recipient: `${names.payer} sent you a ${formatUsd(toDollars(transaction.amountCents))} tip${transaction.message ? `: "${transaction.message}"` : ''}`,
    }),
  });

  /** Confirm Tip: a tip to a creator, through the one checkout. */
  async function send({ payerId, idempotencyKey, tip }: TipOptions): Promise<Transaction> {
    // The checkout needs both accounts too: read once, here, they spare it a read in its transaction.
    const parties = await accounts.purchaseParties([payerId, tip.recipient_id]);
    const recipient = parties.get(tip.recipient_id);
    if (!recipient || recipient.role !== 'CREATOR') throw notFound('Creator not found');
    if (recipient.id === payerId) throw new AppError('VALIDATION_FAILED', 'You cannot tip yourself');
    const { entity, ref } = tip.traceable_data;
    if (refOwner && (entity === 'post' || entity === 'story' || entity === 'event' || entity === 'channel') && (!ref || (await refOwner(entity, ref, payerId)) !== recipient.id)) {
      throw notFound(entity === 'event' ? eventMessages.notFound : entity === 'channel' ? channelMessages.notFound : postMessages.tipRefNotFound);
    }
    return checkout.purchase({
      payerId,
      idempotencyKey,
      type: 'Tip',
      priceCents: toCents(tip.amount),
      payee: { creatorId: recipient.id },
      payment: { mode: tip.payment_mode, cardId: tip.tokenised_card_id },
      message: tip.message || undefined,
      traceable: tip.traceable_data,
      parties,
    });
  }

  return { send };
}
export type TipsService = ReturnType<typeof createTipsService>;
