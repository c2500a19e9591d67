import type { CancellationReason, PlanBadge, PlatformPlan, PlatformPlanId, Role, Transaction } from '@velvet/contracts';
import { periodPriceCents, planMessages, platformPlanIds, toDollars } from '@velvet/contracts';
import type { Payment } from '../checkout/service.ts';
import { AppError, forbidden } from '../platform/errors.ts';
import { subscriptionTypes, type Offer, type OfferSource } from '../subscriptions/offers.ts';
import type { SubscriptionRow } from '../subscriptions/repo.ts';
import type { SubscriptionsService } from '../subscriptions/service.ts';
import { offerDiscount, PLATFORM_PLANS } from './catalogue.ts';

type PurchaseOptions = { userId: string; role: Role; planId: PlatformPlanId; payment: Payment; idempotencyKey: string };

function planOffer(planId: PlatformPlanId): Offer {
  const plan = PLATFORM_PLANS[planId];
  const priced = { priceCents: plan.priceCents, discount: offerDiscount(plan) };
  return {
    kind: 'plan',
    target: { planId },
    targetId: planId,
    name: plan.name,
    packageId: null,
    months: 1,
    payee: null,
    types: subscriptionTypes[planId],
    priceCents: (options) => periodPriceCents(priced, options),
  };
}

function mapPlan(planId: PlatformPlanId, subscription: SubscriptionRow | undefined): PlatformPlan {
  const plan = PLATFORM_PLANS[planId];
  return {
    _id: planId,
    name: plan.name,
    for: plan.for,
    badge: plan.badge,
    validity_type: 'MONTHLY',
    price: toDollars(plan.priceCents),
    final_price: toDollars(planOffer(planId).priceCents({ at: new Date() })),
    offer: plan.offer,
    perks: plan.perks,
    subscription: subscription
      ? { _id: subscription.id, expires_on: subscription.expiresOn.toISOString(), is_cancelled: subscription.cancelledAt !== null, status: subscription.status }
      : null,
  };
}

/** Platform plans (Prime for fans, Pro for creators): bought and renewed monthly through the subscription engine. */
export function createPlansService({ subscriptions }: { subscriptions: SubscriptionsService }) {
  const source: OfferSource = { forRenewal: async (row) => (row.planId ? planOffer(row.planId) : null) };
  subscriptions.registerSource('plan', source);

  async function view(planId: PlatformPlanId, viewerId?: string): Promise<PlatformPlan> {
    return mapPlan(planId, viewerId ? await subscriptions.findLive(viewerId, { planId }) : undefined);
  }

  /** The catalogue with the viewer's own subscriptions; a signed-in viewer sees the plans of their role. */
  async function list(viewer?: { id: string; role: Role }): Promise<PlatformPlan[]> {
    const ids = platformPlanIds.filter((id) => !viewer || PLATFORM_PLANS[id].for === viewer.role);
    return Promise.all(ids.map((id) => view(id, viewer?.id)));
  }

  async function purchase({ userId, role, planId, payment, idempotencyKey }: PurchaseOptions): Promise<{ transaction: Transaction; plan: PlatformPlan }> {
    if (PLATFORM_PLANS[planId].for !== role) throw forbidden(planMessages.notForYourRole);
    const { transaction } = await subscriptions.subscribe({ userId, idempotencyKey, offer: planOffer(planId), payment });
    return { transaction, plan: await view(planId, userId) };
  }

  async function unsubscribe(userId: string, planId: PlatformPlanId, reason?: CancellationReason, note?: string): Promise<PlatformPlan> {
    try {
      await subscriptions.cancel({ userId, target: { planId }, reason, note });
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', planMessages.notSubscribed);
      if (error instanceof AppError && error.code === 'CONFLICT') throw new AppError('CONFLICT', planMessages.alreadyCancelled);
      throw error;
    }
    return view(planId, userId);
  }

  /** The plan badges (Prime, CreatorPro) each user holds now, for pages that show users. */
  async function badgesOf(userIds: string[], at = new Date()): Promise<Map<string, PlanBadge[]>> {
    const rows = await subscriptions.livePlansOf(userIds);
    const badges = new Map<string, PlanBadge[]>();
    for (const row of rows.filter((candidate) => candidate.expiresOn > at && candidate.planId)) {
      badges.set(row.fanId, [...(badges.get(row.fanId) ?? []), PLATFORM_PLANS[row.planId!].badge]);
    }
    return badges;
  }

  return { list, purchase, unsubscribe, badgesOf };
}
export type PlansService = ReturnType<typeof createPlansService>;
