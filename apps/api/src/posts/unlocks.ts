import type { PaymentMethod, Transaction } from '@velvet/contracts';
import { formatUsd, postMessages, toDollars } from '@velvet/contracts';
import type { Payee } from '../checkout/pricing.ts';
import type { CheckoutService } from '../checkout/service.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { StoriesService } from '../stories/service.ts';
import type { TransactionRow } from '../transactions/repo.ts';
import { isAcceptedCollaborator } from './schema.ts';
import type { PostsService } from './service.ts';
import { violatedUniqueIndex } from '../platform/db/errors.ts';

/** The payment fields, already checked by the route's schema (v1), or the hosted wallet (v2). */
type UnlockRequest = {
  payerId: string;
  id: string;
  idempotencyKey: string;
  input: { payment_mode: PaymentMethod; tokenised_card_id?: string };
  /** The caller's own fields kept on the transaction (where the purchase came from). */
  tracing?: Record<string, unknown>;
};

const refOf = (transaction: TransactionRow) => String(transaction.traceable.ref);

/**
 * Pay-to-view: a post (PremiumPost) or story (PremiumStory) bought through the one checkout, unlocked
 * for the buyer in the settling transaction. A second purchase of the same item is refused; if one
 * slips through concurrently, a wallet payment rolls back with it, and a card one leaves the first unlock.
 */
export function createUnlocksService({ checkout, posts, stories }: { checkout: CheckoutService; posts: PostsService; stories: StoriesService }) {
  const refuseDuplicate = (added: boolean, transaction: TransactionRow) => {
    if (!added && transaction.method === 'wallet') throw new AppError('CONFLICT', postMessages.alreadyUnlocked);
  };
  const describe = (what: string) => (transaction: TransactionRow, names: { payer: string }) => ({
    payer: postMessages.unlocked,
    recipient: `${names.payer} unlocked your ${what} for ${formatUsd(toDollars(transaction.amountCents))}`,
  });

  checkout.registerKind('PremiumPost', {
    notificationType: 'Post-Purchase',
    describe: describe('post'),
    fulfil: async (unit, transaction) =>
      refuseDuplicate(await posts.recordUnlock(unit.tx, { userId: transaction.payerId, postId: refOf(transaction), transactionId: transaction.id }), transaction),
    revoke: (unit, transaction) => posts.revokeUnlock(unit.tx, transaction.id),
  });
  checkout.registerKind('PremiumStory', {
    notificationType: 'Post-Purchase',
    describe: describe('story'),
    fulfil: async (unit, transaction) =>
      refuseDuplicate(await stories.recordUnlock(unit.tx, { userId: transaction.payerId, storyId: refOf(transaction), transactionId: transaction.id }), transaction),
    revoke: (unit, transaction) => stories.revokeUnlock(unit.tx, transaction.id),
  });

  /** A retry with the key that already unlocked answers that purchase again; any other second attempt is refused. */
  function refuseIfUnlocked(existingKey: string | undefined, idempotencyKey: string) {
    if (existingKey !== undefined && existingKey !== idempotencyKey) throw new AppError('CONFLICT', postMessages.alreadyUnlocked);
  }

  /** `unlockKey`: the idempotency key of the purchase that unlocked the item for the payer, if any. */
  type Sale = { type: 'PremiumPost' | 'PremiumStory'; entity: 'post' | 'story'; priceCents: number; payee: Payee; unlockKey: () => Promise<string | undefined> };

  async function buy({ payerId, id, idempotencyKey, input, tracing = {} }: UnlockRequest, { type, entity, priceCents, payee, unlockKey }: Sale): Promise<Transaction> {
    const payment = input;
    refuseIfUnlocked(await unlockKey(), idempotencyKey);
    const purchase = checkout.purchase({
      payerId,
      idempotencyKey,
      type,
      priceCents,
      payee,
      payment: { mode: payment.payment_mode, cardId: payment.tokenised_card_id },
      // checkout keeps `traceable` only for requests that carry a `message` key (it tells purchases from deposits by it).
      message: undefined,
      traceable: { ...tracing, entity, ref: id },
    });
    // Another purchase of the same item (another key) already holds the one live place.
    return purchase.catch(async (error: unknown) => {
      if (violatedUniqueIndex(error) !== 'transactions_one_live_unlock_key') throw error;
      throw new AppError('CONFLICT', (await unlockKey()) === undefined ? postMessages.unlockInProgress : postMessages.alreadyUnlocked);
    });
  }

  async function unlockPost(request: UnlockRequest): Promise<Transaction> {
    const post = await posts.find(request.id);
    if (!post) throw notFound(postMessages.postNotFound);
    if (post.visibility !== 'paid' || post.priceCents === null) throw new AppError('VALIDATION_FAILED', postMessages.notForSale);
    if (posts.isInsider(post, request.payerId)) throw new AppError('VALIDATION_FAILED', postMessages.ownContent);
    // Only a collaborator who accepted the request shares in the sale.
    const payee = { creatorId: post.creatorId, collaborators: post.collaborators.filter(isAcceptedCollaborator) };
    return buy(request, { type: 'PremiumPost', entity: 'post', priceCents: post.priceCents, payee, unlockKey: () => posts.unlockKeyOf(request.payerId, request.id) });
  }

  async function unlockStory(request: UnlockRequest): Promise<Transaction> {
    const story = await stories.findLive(request.id);
    if (!story) throw notFound(postMessages.storyNotFound);
    if (story.priceCents === null) throw new AppError('VALIDATION_FAILED', postMessages.notForSale);
    if (story.creatorId === request.payerId) throw new AppError('VALIDATION_FAILED', postMessages.ownContent);
    const payee = { creatorId: story.creatorId };
    return buy(request, { type: 'PremiumStory', entity: 'story', priceCents: story.priceCents, payee, unlockKey: () => stories.unlockKeyOf(request.payerId, request.id) });
  }

  return { unlockPost, unlockStory };
}
export type UnlocksService = ReturnType<typeof createUnlocksService>;
