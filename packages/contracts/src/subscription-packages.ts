import { z } from 'zod';
import { discountTypes, validityTypes } from './subscription-pricing.ts';

export const validityTypeSchema = z.enum(validityTypes);

/** A package's discount as the API answers it (amounts in dollars, dates as yyyy-mm-dd). */
export const packageDiscountSchema = z.object({
  enabled: z.boolean(),
  type: z.enum(discountTypes),
  percentage: z.number(),
  amount: z.number(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  applies_on_renewal: z.boolean(),
  is_permanant: z.boolean(),
  for_cycles: z.number().int().nullable(),
});
export type PackageDiscountView = z.infer<typeof packageDiscountSchema>;

/** The spec's Subscription package, as a channel or collab group offers it. */
export const subscriptionPackageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  validity_type: validityTypeSchema,
  /** The period's full price, before discount and tax. */
  price: z.number(),
  /** What the period costs today after a live discount, before tax. */
  final_price: z.number(),
  offer_type: z.enum(['FEE', 'free']),
  is_active: z.boolean(),
  trial_period: z.number().int(),
  is_subscribed: z.boolean(),
  discount: packageDiscountSchema,
});
export type SubscriptionPackage = z.infer<typeof subscriptionPackageSchema>;

/** The viewer's live subscription to a channel or group, as the offer panel reads it. */
export const activeSubscriptionSchema = z.object({
  _id: z.string(),
  expires_on: z.string(),
  is_cancelled: z.boolean(),
  other_data: z.object({
    package_id: z.object({ _id: z.string(), validity_type: validityTypeSchema }),
    price: z.number(),
  }),
});
export type ActiveSubscription = z.infer<typeof activeSubscriptionSchema>;

export const cancellationReasons = [
  'NOT_ENOUGH_UPDATES',
  'FOUND_BETTER_PAGES',
  'TOO_EXPENSIVE',
  'CONTENT_I_DO_NOT_LIKE',
  'SERVICE_PROMISED_BUT_NOT_DELIVERED',
  'JUST_WANT_TO_STOP_TEMPORARILY',
  'TOO_MANY_ADVERTISEMENTS',
  'OTHER',
] as const;
export type CancellationReason = (typeof cancellationReasons)[number];
