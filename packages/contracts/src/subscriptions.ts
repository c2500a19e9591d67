import { z } from 'zod';
import { paymentModeSchema, requireCardForCardMode } from './payment-method.ts';
import { cancellationReasons, validityTypeSchema } from './subscription-packages.ts';
import { transactionSchema } from './transactions.ts';

/**
 * Channel and collab subscriptions. The spec does not show these paths; ours (all under /api):
 *
 * - `POST /api/channel/:id/subscribe`            body `subscribeSchema`, header Idempotency-Key → `subscriptionPurchaseSchema`
 * - `POST /api/collab-groups/:id/subscribe`      same body and answer ('Subscribe Collab')
 * - `POST /api/channel/:id/follow`               body `followSchema` (a free channel's package) → `mySubscriptionSchema`
 * - `POST /api/channel/:id/unsubscribe`          body `unsubscribeSchema` → `mySubscriptionSchema`
 * - `POST /api/collab-groups/:id/unsubscribe`    same
 * - `GET  /api/subscriptions/mine`               the fan's own subscriptions ('My subscription') → `mySubscriptionSchema[]`
 * - `GET  /api/subscriptions/active?channel_id=|group_id=` the viewer's live one, for the offer panel → `activeSubscriptionSchema | null`
 *
 * A subscription entitles from payment until `expires_on`. It renews itself at `expires_on` (wallet
 * first, then the default card; recurring amounts include tax), may be charged up to 5 days late
 * after a failed attempt, and a cancelled one runs to its end and is never charged again.
 */
export const subscriptionPaths = {
  subscribe: (target: SubscriptionTargetKind, id: string) => `${targetBase[target]}/${id}/subscribe`,
  follow: (channelId: string) => `/api/channel/${channelId}/follow`,
  unsubscribe: (target: SubscriptionTargetKind, id: string) => `${targetBase[target]}/${id}/unsubscribe`,
  mine: '/api/subscriptions/mine',
  active: '/api/subscriptions/active',
} as const;

export const subscriptionTargetKinds = ['channel', 'group'] as const;
export type SubscriptionTargetKind = (typeof subscriptionTargetKinds)[number];
const targetBase: Record<SubscriptionTargetKind, string> = { channel: '/api/channel', group: '/api/collab-groups' };

export const subscriptionMessages = {
  confirmChannelTitle: 'Confirm Subscription Purchase',
  confirmGroupTitle: 'Subscribe Collab',
  ownChannel: 'You cannot subscribe to your own channel',
  ownGroup: 'You cannot subscribe to your own collab',
  channelUnavailable: 'This channel is no longer available',
  groupUnavailable: 'This collab is no longer available',
  packageUnavailable: 'This plan is not available',
  planIsFree: 'This channel is free: follow it instead',
  planNotFree: 'This plan is not free',
  followed: 'You are now following this channel',
  alreadySubscribed: 'You are already subscribed',
  notSubscribed: 'You have no active subscription to this plan',
  alreadyCancelled: 'This subscription is already cancelled',
  reasonRequired: 'Please select a reason',
  consentRequired: 'Please accept the terms to continue',
  subscribed: 'Subscribed successfully',
  unsubscribed: 'Unsubscribed',
  failed: 'Something went wrong',
  renewalUnpaid: (name: string) => `Your subscription to ${name} could not be renewed. Please add funds to your wallet or a card.`,
  endedUnpaid: (name: string) => `Your subscription to ${name} has ended: its renewal could not be paid.`,
} as const;

/** Subscribe to a channel or a collab group: the spec's payload plus the package. */
export const subscribeSchema = z
  .strictObject({
    package_id: z.uuid(),
    payment_mode: paymentModeSchema,
    tokenised_card_id: z.uuid().optional(),
    traceable_data: z.record(z.string(), z.union([z.string().max(300), z.number(), z.boolean()])).optional(),
    shared_entity_id: z.string().max(100).optional(),
  })
  .superRefine(requireCardForCardMode);
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** Follow a free channel: its `free` package, with no payment step. */
export const followSchema = z.strictObject({ package_id: z.uuid() });
export type FollowInput = z.input<typeof followSchema>;

/** The confirm step's form: the payload plus the consent checkbox the spec requires (not sent). */
export const subscribeFormSchema = z.object({
  payment_mode: paymentModeSchema,
  tokenised_card_id: z.uuid().optional(),
  consent: z.literal(true, { error: subscriptionMessages.consentRequired }),
});
export type SubscribeForm = z.input<typeof subscribeFormSchema>;

export const cancellationReasonSchema = z.enum(cancellationReasons, { error: subscriptionMessages.reasonRequired });

/** Unsubscribe: the package and a required reason; free text only with OTHER. */
export const unsubscribeSchema = z.strictObject({
  package_id: z.uuid(),
  reason: cancellationReasonSchema,
  other_reason: z.string().trim().max(500, 'At most 500 characters').optional(),
});
export type UnsubscribeInput = z.input<typeof unsubscribeSchema>;

/** Labels of the cancellation reasons, in the spec's order. */
export const cancellationReasonLabels: Record<(typeof cancellationReasons)[number], string> = {
  NOT_ENOUGH_UPDATES: 'Not enough updates',
  FOUND_BETTER_PAGES: 'Found better pages',
  TOO_EXPENSIVE: 'Too expensive',
  CONTENT_I_DO_NOT_LIKE: 'Content I do not like',
  SERVICE_PROMISED_BUT_NOT_DELIVERED: 'Service promised but not delivered',
  JUST_WANT_TO_STOP_TEMPORARILY: 'Just want to stop temporarily',
  TOO_MANY_ADVERTISEMENTS: 'Too many advertisements',
  OTHER: 'Other',
};

export const subscriptionStatusSchema = z.enum(['active', 'past_due', 'cancelled', 'expired']);
export type SubscriptionStatusView = z.infer<typeof subscriptionStatusSchema>;

/** One of the fan's own subscriptions ('My subscription'); amounts in dollars before tax. */
export const mySubscriptionSchema = z.object({
  _id: z.string(),
  target: z.object({ kind: z.enum(subscriptionTargetKinds), _id: z.string(), name: z.string(), username: z.string().nullable() }),
  package: z.object({ _id: z.string(), validity_type: validityTypeSchema }),
  /** What the current period cost, before tax. */
  price: z.number(),
  started_at: z.string(),
  expires_on: z.string(),
  status: subscriptionStatusSchema,
  is_cancelled: z.boolean(),
  /** The subscription still gives access (paid for and not past expires_on). */
  is_entitled: z.boolean(),
  cancellation_reason: cancellationReasonSchema.nullable(),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

export const activeSubscriptionQuerySchema = z
  .strictObject({ channel_id: z.uuid().optional(), group_id: z.uuid().optional() })
  .refine((query) => Boolean(query.channel_id) !== Boolean(query.group_id), 'Give exactly one of channel_id and group_id');
export type ActiveSubscriptionQuery = z.input<typeof activeSubscriptionQuerySchema>;

/**
 * The answer to a subscribe call: the transaction (with `redirect_url` for iDEAL) and the subscription
 * once paid; null while a card or iDEAL payment is still pending (it arrives with the
 * Channel-Subscription notification).
 */
export const subscriptionPurchaseSchema = z.object({
  transaction: transactionSchema,
  subscription: mySubscriptionSchema.nullable(),
});
export type SubscriptionPurchase = z.infer<typeof subscriptionPurchaseSchema>;

/** Days after the due date on which a failed renewal is tried again; the last is the end of the grace period. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;
export const RENEWAL_GRACE_DAYS = 5;
