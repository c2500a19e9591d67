import type { BuyPackageInput, ConsumableKind, Consumables, DirectMessageInput, DirectMessageResult, OnDemandPlan, Transaction , planNames} from '@velvet/contracts';
import { buyPackageSchema, consumableKinds, consumableMessages, directMessageSchema, toDollars } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { AccountsService } from '../accounts/service.ts';
import type { ChatService } from '../chat/service.ts';
import type { CheckoutService } from '../checkout/service.ts';
import type { PicturesPort } from '../media/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { TransactionRow } from '../transactions/repo.ts';
import type { VaultService } from '../vault/index.ts';
import * as repo from './repo.ts';

type ConsumablesServiceOptions = {
  db: Database;
  logger: Logger;
  accounts: AccountsService;
  chat: ChatService;
  checkout: CheckoutService;
  notifications: NotificationsService;
  /** The media domain's private pictures: a direct message takes only its sender's. */
  pictures: Pick<PicturesPort, 'ownPictures'>;
  /** The sender's vault: a direct message may send their vault media. */
  vault: Pick<VaultService, 'refsFor'>;
};

type BuyRequest = { payerId: string; idempotencyKey: string; planId: string; packageId: string; input: BuyPackageInput };

const labels: Record<ConsumableKind, string> = { direct_message: 'direct messages', super_likes: 'super likes', pokes: 'pokes' };
const isKind = (value: unknown): value is ConsumableKind => (consumableKinds as readonly unknown[]).includes(value);

/** What a `SpecialOptions` purchase carries: the kind and quantity paid for, fixed when it was bought. */
function boughtOf(transaction: TransactionRow): { kind: ConsumableKind; quantity: number } {
  const { for: kind, quantity } = transaction.traceable;
  if (!isKind(kind) || typeof quantity !== 'number') throw new Error(`consumable purchase ${transaction.id} has no package`);
  return { kind, quantity };
}

/**
 * Consumable plans: the platform sells packages of direct messages, super likes and pokes
 * (`SpecialOptions` through the one checkout, credited in the settling transaction); a fan spends one
 * per direct message to a creator (no chat fee needed), super like or poke, never going below zero.
 */
export function createConsumablesService({ db, logger, accounts, chat, checkout, notifications, pictures, vault }: ConsumablesServiceOptions) {
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'consumables push failed'));

  checkout.registerKind('SpecialOptions', {
    notificationType: 'Consumable-Purchase',
    describe: (transaction) => {
      const { kind, quantity } = boughtOf(transaction);
      return { payer: `${consumableMessages.purchased}: ${quantity} ${labels[kind]}`, recipient: '' };
    },
    fulfil: (unit, transaction) => repo.credit(unit.tx, { userId: transaction.payerId, ...boughtOf(transaction) }),
    // A refund takes the package back whole; once some of it is spent, it cannot be refunded.
    revoke: async (unit, transaction) => {
      if (!(await repo.spend(unit.tx, { userId: transaction.payerId, ...boughtOf(transaction) }))) {
        throw new AppError('CONFLICT', 'Some of these consumables were already used');
      }
    },
  });

  async function consumables(userId: string, executor: Executor = db): Promise<Consumables> {
    const counts: Consumables = { direct_message: 0, super_likes: 0, pokes: 0 };
    for (const row of await repo.balancesOf(executor, userId)) counts[row.kind] = row.remaining;
    return counts;
  }

  /** The plans in the spec's order (SuperLike, DirectMessage, Pokes: the second is for DMs), prices in dollars. */
  async function onDemandPlans(): Promise<OnDemandPlan[]> {
    const plans = await repo.plans(db);
    const packages = await repo.packagesOf(
      db,
      plans.map((plan) => plan.id),
    );
    return plans.map((plan) => ({
      _id: plan.id,
      name: plan.name as (typeof planNames)[number],
      for: plan.for,
      media: { path: plan.mediaPath },
      package: packages.filter((pkg) => pkg.planId === plan.id).map((pkg) => ({ _id: pkg.id, price: toDollars(pkg.priceCents), quantity: pkg.quantity })),
    }));
  }

  /** Buys a package of a plan from the platform; the count grows when the payment settles. */
  async function buy({ payerId, idempotencyKey, planId, packageId, input }: BuyRequest): Promise<Transaction> {
    const payment = buyPackageSchema.parse(input);
    const found = await repo.findPackage(db, planId, packageId);
    if (!found) throw notFound(consumableMessages.planNotFound);
    return checkout.purchase({
      payerId,
      idempotencyKey,
      type: 'SpecialOptions',
      priceCents: found.pkg.priceCents,
      payee: null,
      payment: { mode: payment.payment_mode, cardId: payment.tokenised_card_id },
      // checkout keeps `traceable` only for requests that carry a `message` key.
      message: undefined,
      traceable: { entity: 'consumable', ref: found.pkg.id, plan: found.plan.id, for: found.plan.for, quantity: found.pkg.quantity },
    });
  }

  /**
   * A fan's direct message to a creator (delivered without a chat fee), or a creator's to a fan: either
   * way for one `direct_message` taken in the same transaction; blocks and 'Allow messages from' apply.
   */
  async function directMessage(senderId: string, input: DirectMessageInput): Promise<DirectMessageResult> {
    const message = directMessageSchema.parse(input);
    const uploaded = await pictures.ownPictures(senderId, message.media);
    if (!uploaded) throw new AppError('VALIDATION_FAILED', consumableMessages.sendFailed, { fields: { media: consumableMessages.sendFailed } });
    const media = [...uploaded, ...(message.vault_media_ids.length ? await vault.refsFor(senderId, message.vault_media_ids) : [])];
    const recipient = await chat.writableRecipient(senderId, message.channel_id);
    const sender = await chat.partyOf(senderId);
    // A DM goes between a fan and a creator, either way; the recipient's blocks and 'Allow messages from' were checked above.
    if (sender?.role === 'CREATOR' && recipient.role !== 'USER') throw new AppError('VALIDATION_FAILED', consumableMessages.fansOnly);
    if (sender?.role !== 'CREATOR' && recipient.role !== 'CREATOR') throw new AppError('VALIDATION_FAILED', consumableMessages.creatorsOnly);
    return run(async (unit) => {
      if (!(await repo.spend(unit.tx, { userId: senderId, kind: 'direct_message' }))) throw new AppError('PAYMENT_REQUIRED', consumableMessages.noDirectMessages);
      const sent = await chat.postInTransaction(unit, { senderId, recipientId: recipient.id, text: message.message, media, meta: {}, kind: 'direct-message' });
      return { message: sent, consumables: await consumables(senderId, unit.tx) };
    });
  }

  /** Spends a super like or a poke on a creator, who is told at once. */
  async function spendOn(senderId: string, targetId: string, kind: 'super_likes' | 'pokes'): Promise<Consumables> {
    const users = await accounts.publicUsers([senderId, targetId]);
    const target = users.get(targetId);
    if (!target || target.role !== 'CREATOR' || targetId === senderId) throw new AppError('VALIDATION_FAILED', consumableMessages.creatorsOnly);
    const sender = users.get(senderId)!;
    return run(async (unit) => {
      if (!(await repo.spend(unit.tx, { userId: senderId, kind }))) throw new AppError('PAYMENT_REQUIRED', kind === 'super_likes' ? consumableMessages.noSuperLikes : consumableMessages.noPokes);
      await notifications.notify(unit, {
        userId: targetId,
        type: kind === 'super_likes' ? 'Super-Like' : 'Poke',
        message: kind === 'super_likes' ? `${sender.username} sent you a super like` : `${sender.username} poked you`,
        data: { user_id: senderId },
      });
      return consumables(senderId, unit.tx);
    });
  }

  return { onDemandPlans, consumables: (userId: string) => consumables(userId), buy, directMessage, spendOn };
}
export type ConsumablesService = ReturnType<typeof createConsumablesService>;
