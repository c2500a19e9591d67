import {
  monthsOf,
  sharedItemBuySchema,
  sharedItemMessages,
  toDollars,
  type ChatMessage,
  type ChatShareInput,
  type SharedEntityType,
  type SharedItemBuyInput,
  type SharedItemMeta,
  type Transaction,
} from '@velvet/contracts';
import type { Logger } from 'pino';
import type { ChannelsService } from '../channels/service.ts';
import type { CheckoutService } from '../checkout/service.ts';
import type { CollabsService } from '../collabs/service.ts';
import type { Database } from '../platform/db/client.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, forbidden, notFound } from '../platform/errors.ts';
import type { UnlocksService } from '../posts/unlocks.ts';
import type { PostsService } from '../posts/service.ts';
import type { ChannelOffers } from '../subscriptions/channel-offers.ts';
import type { Offer } from '../subscriptions/offers.ts';
import type { SubscriptionsService } from '../subscriptions/service.ts';
import * as repo from './repo.ts';
import type { ChatService } from './service.ts';

type SharedItemsOptions = {
  db: Database;
  checkout: Pick<CheckoutService, 'onSettled'>;
  logger: Logger;
  chat: ChatService;
  posts: Pick<PostsService, 'find' | 'page' | 'viewerOf'>;
  unlocks: Pick<UnlocksService, 'unlockPost'>;
  channels: Pick<ChannelsService, 'findChannel' | 'packagesOfChannel' | 'list'>;
  channelOffers: Pick<ChannelOffers, 'forPurchase'>;
  collabs: Pick<CollabsService, 'get' | 'forPurchase' | 'mine'>;
  subscriptions: Pick<SubscriptionsService, 'subscribe'>;
};

type ShareOptions = { creatorId: string; input: Required<Omit<ChatShareInput, 'package_id'>> & { package_id?: string } };
type BuyOptions = { fanId: string; messageId: string; idempotencyKey: string; input: SharedItemBuyInput };

const itemGone = () => notFound(sharedItemMessages.itemNotFound);

/** The key on a purchase's `traceable` naming the chat message it was bought from; only this service writes it (clients' tracing cannot). */
const SHARED_MESSAGE_KEY = 'chat_message_id';

/** The package a channel or group is offered at: the one the creator named, else its cheapest on sale. */
function chosenPackage(packages: { id: string; priceCents: number; isActive: boolean }[], packageId: string | undefined): string {
  const onSale = packages.filter((pkg) => pkg.isActive);
  const chosen = packageId ? onSale.find((pkg) => pkg.id === packageId) : onSale.sort((left, right) => left.priceCents - right.priceCents)[0];
  if (!chosen) throw new AppError('VALIDATION_FAILED', sharedItemMessages.notForSale, { fields: { package_id: sharedItemMessages.notForSale } });
  return chosen.id;
}

const offerMeta = (offer: Offer, entityType: 'channel' | 'group'): SharedItemMeta => ({
  entity_type: entityType,
  entity_id: offer.targetId,
  package_id: offer.packageId,
  name: offer.name,
  price: toDollars(offer.priceCents({ at: new Date() })),
  months: offer.months,
});

/**
 * Buy entity from chat (spec section 1): a creator shares their pay-to-view post, channel or collab group
 * into a conversation as a `shared-item` message, and the fan it was shared with buys it there through
 * the owning domain's own purchase (a post unlock, a subscription), so the one checkout, its idempotency
 * and its settlement apply unchanged. The message is marked paid in the transaction that settles the purchase.
 */
export function createSharedItemsService({ db, checkout, logger, chat, posts, unlocks, channels, channelOffers, collabs, subscriptions }: SharedItemsOptions) {
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'shared item push failed'));

  // 'Purchased' when the purchase settles, in its transaction: at once from the wallet, later by card or iDEAL.
  checkout.onSettled(async (unit, transaction) => {
    const messageId = transaction.traceable[SHARED_MESSAGE_KEY];
    if (typeof messageId !== 'string') return;
    const message = await repo.findMessage(unit.tx, messageId);
    if (!message || message.kind !== 'shared-item' || message.meta.paid || message.senderId === transaction.payerId) return;
    if (!(await repo.findMembership(unit.tx, message.conversationId, transaction.payerId))) return;
    await chat.patchMetaInTransaction(unit, message.id, { paid: true });
  });

  /** What the shared item is, checked to be the sharer's own and on sale to the fan. */
  async function describe(creatorId: string, fanId: string, input: ShareOptions['input']): Promise<SharedItemMeta> {
    switch (input.entity_type) {
      case 'post': {
        const post = await posts.find(input.entity_id);
        if (!post) throw itemGone();
        if (post.creatorId !== creatorId) throw forbidden(sharedItemMessages.ownItemsOnly);
        if (post.visibility !== 'paid' || post.priceCents === null) throw new AppError('VALIDATION_FAILED', sharedItemMessages.notForSale);
        const name = post.text.trim().split('\n')[0]!.slice(0, 80) || 'Post';
        return { entity_type: 'post', entity_id: post.id, package_id: null, name, price: toDollars(post.priceCents), months: null };
      }
      case 'channel': {
        const channel = await channels.findChannel(input.entity_id);
        if (!channel || channel.deletionRequestedAt) throw itemGone();
        if (channel.creatorId !== creatorId) throw forbidden(sharedItemMessages.ownItemsOnly);
        const packageId = chosenPackage(await channels.packagesOfChannel(channel.id), input.package_id);
        return offerMeta(await channelOffers.forPurchase(fanId, channel.id, packageId), 'channel');
      }
      case 'group': {
        const group = await collabs.get(input.entity_id).catch(() => {
          throw itemGone();
        });
        if (!group.members.some((member) => member._id === creatorId)) throw forbidden(sharedItemMessages.ownItemsOnly);
        const packages = group.packages.map((pkg) => ({ id: pkg._id, priceCents: Math.round(pkg.final_price * 100), isActive: pkg.is_active }));
        return offerMeta(await collabs.forPurchase(fanId, group._id, chosenPackage(packages, input.package_id)), 'group');
      }
      default:
        throw new AppError('VALIDATION_FAILED', sharedItemMessages.invalidEntityType);
    }
  }

  /** A creator shares one of their items into a conversation they may write in. */
  async function share({ creatorId, input }: ShareOptions): Promise<ChatMessage> {
    const recipient = await chat.writableRecipient(creatorId, input.channel_id);
    const sharer = await chat.partyOf(creatorId);
    if (sharer?.role !== 'CREATOR') throw forbidden(sharedItemMessages.creatorsOnly);
    chat.assertMayChat(sharer);
    const item = await describe(creatorId, recipient.id, input);
    return run((unit) =>
      chat.postInTransaction(unit, { senderId: creatorId, recipientId: recipient.id, text: input.message_text, meta: { shared_item: item, paid: false }, kind: 'shared-item' }),
    );
  }

  /** The fan the item was shared with buys it: wallet by default, a saved card or iDEAL. */
  async function buy({ fanId, messageId, idempotencyKey, input }: BuyOptions): Promise<Transaction> {
    const payment = sharedItemBuySchema.parse(input);
    const message = await repo.findMessage(db, messageId);
    const member = message && (await repo.findMembership(db, message.conversationId, fanId));
    if (!message || !member) throw notFound(sharedItemMessages.notShared);
    const item = message.meta.shared_item;
    if (message.kind !== 'shared-item' || !item) throw new AppError('VALIDATION_FAILED', sharedItemMessages.notShared);
    if (payment.entity_type !== item.entity_type) throw new AppError('VALIDATION_FAILED', sharedItemMessages.invalidEntityType, { fields: { entity_type: sharedItemMessages.invalidEntityType } });
    if (message.senderId === fanId) throw forbidden(sharedItemMessages.recipientOnly);

    const paymentFields = { mode: payment.payment_mode, cardId: payment.tokenised_card_id };
    const tracing = { shared_entity_id: message.id, [SHARED_MESSAGE_KEY]: message.id };
    if (item.entity_type === 'post') {
      const input = { payment_mode: payment.payment_mode, tokenised_card_id: payment.tokenised_card_id };
      return unlocks.unlockPost({ payerId: fanId, id: item.entity_id, idempotencyKey, input, tracing });
    }
    const offer =
      item.entity_type === 'channel'
        ? await channelOffers.forPurchase(fanId, item.entity_id, item.package_id ?? '')
        : await collabs.forPurchase(fanId, item.entity_id, item.package_id ?? '');
    return (await subscriptions.subscribe({ userId: fanId, idempotencyKey, offer, payment: paymentFields, tracing })).transaction;
  }

  const SHAREABLE_LIMIT = 50;

  /** What the creator could share now: their paid posts, channels and collab groups, each at the price a share would offer. */
  async function shareable(creatorId: string, entityType: SharedEntityType): Promise<SharedItemMeta[]> {
    if (entityType === 'post') {
      const page = await posts.page(await posts.viewerOf(creatorId), { kind: 'creator', creatorId }, { limit: SHAREABLE_LIMIT });
      return page.items
        .filter((post) => post.visibility === 'paid' && post.price !== null)
        .map((post) => ({ entity_type: 'post', entity_id: post._id, package_id: null, name: post.text.trim().split('\n')[0]!.slice(0, 80) || 'Post', price: post.price!, months: null }));
    }
    const cheapest = <T extends { price: number }>(items: T[]) => items.sort((left, right) => left.price - right.price)[0];
    if (entityType === 'channel') {
      const { items } = await channels.list({ creatorId, page: 1, limit: SHAREABLE_LIMIT }, creatorId);
      const shared: SharedItemMeta[] = [];
      for (const channel of items) {
        const pkg = cheapest((await channels.packagesOfChannel(channel._id)).filter((row) => row.isActive).map((row) => ({ id: row.id, price: toDollars(row.priceCents), validityType: row.validityType })));
        if (pkg) shared.push({ entity_type: 'channel', entity_id: channel._id, package_id: pkg.id, name: channel.name, price: pkg.price, months: monthsOf[pkg.validityType] });
      }
      return shared;
    }
    const shared: SharedItemMeta[] = [];
    for (const group of await collabs.mine(creatorId)) {
      const pkg = cheapest(group.packages.filter((row) => row.is_active).map((row) => ({ ...row, price: row.final_price })));
      if (pkg) shared.push({ entity_type: 'group', entity_id: group._id, package_id: pkg._id, name: group.name, price: pkg.price, months: monthsOf[pkg.validity_type] });
    }
    return shared;
  }

  return { share, buy, shareable };
}
export type SharedItemsService = ReturnType<typeof createSharedItemsService>;
