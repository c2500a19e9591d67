import type { Transaction, UnlockInput } from '@velvet/contracts';
import { formatUsd, postMessages, toDollars, unlockSchema } from '@velvet/contracts';
import type { CheckoutService } from '../checkout/service.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { StoriesService } from '../stories/service.ts';
import type { TransactionRow } from '../transactions/repo.ts';
import type { PostsService } from './service.ts';

type UnlockRequest = { payerId: string; id: string; idempotencyKey: string; input: UnlockInput };

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
  });
  checkout.registerKind('PremiumStory', {
    notificationType: 'Post-Purchase',
    describe: describe('story'),
    fulfil: async (unit, transaction) =>
      refuseDuplicate(await stories.recordUnlock(unit.tx, { userId: transaction.payerId, storyId: refOf(transaction), transactionId: transaction.id }), transaction),
  });

  /** A retry with the key that already unlocked answers that purchase again; any other second attempt is refused. */
  function refuseIfUnlocked(existingKey: string | undefined, idempotencyKey: string) {
    if (existingKey !== undefined && existingKey !== idempotencyKey) throw new AppError('CONFLICT', postMessages.alreadyUnlocked);
  }

  async function unlockPost({ payerId, id, idempotencyKey, input }: UnlockRequest): Promise<Transaction> {
    const payment = unlockSchema.parse(input);
    const post = await posts.find(id);
    if (!post) throw notFound(postMessages.postNotFound);
    if (post.visibility !== 'paid' || post.priceCents === null) throw new AppError('VALIDATION_FAILED', postMessages.notForSale);
    if (posts.isInsider(post, payerId)) throw new AppError('VALIDATION_FAILED', postMessages.ownContent);
    refuseIfUnlocked(await posts.unlockKeyOf(payerId, id), idempotencyKey);
    return checkout.purchase({
      payerId,
      idempotencyKey,
      type: 'PremiumPost',
      priceCents: post.priceCents,
      payee: { creatorId: post.creatorId, collaborators: post.collaborators },
      payment: { mode: payment.payment_mode, cardId: payment.tokenised_card_id },
      // checkout keeps `traceable` only for requests that carry a `message` key (it tells purchases from deposits by it).
      message: undefined,
      traceable: { entity: 'post', ref: id },
    });
  }

  async function unlockStory({ payerId, id, idempotencyKey, input }: UnlockRequest): Promise<Transaction> {
    const payment = unlockSchema.parse(input);
    const story = await stories.findLive(id);
    if (!story) throw notFound(postMessages.storyNotFound);
    if (story.priceCents === null) throw new AppError('VALIDATION_FAILED', postMessages.notForSale);
    if (story.creatorId === payerId) throw new AppError('VALIDATION_FAILED', postMessages.ownContent);
    refuseIfUnlocked(await stories.unlockKeyOf(payerId, id), idempotencyKey);
    return checkout.purchase({
      payerId,
      idempotencyKey,
      type: 'PremiumStory',
      priceCents: story.priceCents,
      payee: { creatorId: story.creatorId },
      payment: { mode: payment.payment_mode, cardId: payment.tokenised_card_id },
      message: undefined,
      traceable: { entity: 'story', ref: id },
    });
  }

  return { unlockPost, unlockStory };
}
export type UnlocksService = ReturnType<typeof createUnlocksService>;
