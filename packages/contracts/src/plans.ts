import { z } from 'zod';
import { paymentModeSchema, requireCardForCardMode } from './payment-method.ts';
import { cancellationReasonSchema } from './subscriptions.ts';
import { transactionSchema } from './transactions.ts';

/**
 * Platform plans: Prime for fans, Pro for creators, paid monthly. Paths (under /api):
 *
 * - `GET  /api/platform-plans`                     the catalogue with the viewer's offers and own subscription → `platformPlanSchema[]` (public)
 * - `POST /api/platform-plans/:planId/purchase`    body `purchasePlanSchema`, header Idempotency-Key → `planPurchaseSchema`
 * - `POST /api/platform-plans/:planId/unsubscribe` body `unsubscribePlanSchema` → `platformPlanSchema`
 *
 * Success is announced by a `Prime-Purchase` notification (data.status 'success'); the purchase dialog
 * redirects to `PLAN_PURCHASE_REDIRECT` on the one whose `data.transaction_id` is its purchase's (monthly
 * renewals send the same type). Its message is `planMessages.purchased(name)`; the purchase answer
 * carries the same text when it settled at once (wallet, card).
 */
export const planPaths = {
  list: '/api/platform-plans',
  purchase: (planId: PlatformPlanId) => `/api/platform-plans/${planId}/purchase`,
  unsubscribe: (planId: PlatformPlanId) => `/api/platform-plans/${planId}/unsubscribe`,
} as const;

export const PLAN_PURCHASE_REDIRECT = '/fresh';

export const platformPlanIds = ['prime', 'pro-creator'] as const;
export const platformPlanIdSchema = z.enum(platformPlanIds, { error: 'Unknown plan' });
export type PlatformPlanId = z.infer<typeof platformPlanIdSchema>;

export const planBadges = ['Prime', 'CreatorPro'] as const;
export type PlanBadge = (typeof planBadges)[number];

export const planMessages = {
  purchased: (name: string) => `You have successfully purchased ${name}`,
  notForYourRole: 'This plan is not available for your account',
  alreadySubscribed: 'You already have this plan',
  notSubscribed: 'You do not have this plan',
  alreadyCancelled: 'This plan is already cancelled',
  unsubscribed: 'Your plan will not renew',
} as const;

/** Buy a platform plan: the spec's payment payload. */
export const purchasePlanSchema = z
  .strictObject({ payment_mode: paymentModeSchema, tokenised_card_id: z.uuid().optional() })
  .superRefine(requireCardForCardMode);
export type PurchasePlanInput = z.input<typeof purchasePlanSchema>;

export const unsubscribePlanSchema = z.strictObject({
  reason: cancellationReasonSchema.optional(),
  other_reason: z.string().trim().max(500).optional(),
});
export type UnsubscribePlanInput = z.input<typeof unsubscribePlanSchema>;

/** A platform plan in the catalogue; prices in dollars per month, before tax. */
export const platformPlanSchema = z.object({
  _id: platformPlanIdSchema,
  name: z.string(),
  /** Who may buy it: fans (USER) or creators (CREATOR). */
  for: z.enum(['USER', 'CREATOR']),
  badge: z.enum(planBadges),
  validity_type: z.literal('MONTHLY'),
  price: z.number(),
  /** The first month's price with the current offer (equal to price without one). */
  final_price: z.number(),
  offer: z.object({ description: z.string(), percentage: z.number() }).nullable(),
  perks: z.array(z.string()),
  /** The viewer's own subscription to it, if any is live. */
  subscription: z.object({ _id: z.string(), expires_on: z.string(), is_cancelled: z.boolean(), status: z.string() }).nullable(),
});
export type PlatformPlan = z.infer<typeof platformPlanSchema>;

export const planPurchaseSchema = z.object({ transaction: transactionSchema, plan: platformPlanSchema });
export type PlanPurchase = z.infer<typeof planPurchaseSchema>;

export const planIdParamsSchema = z.strictObject({ planId: platformPlanIdSchema });
