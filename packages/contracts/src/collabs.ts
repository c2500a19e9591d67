import { z } from 'zod';
import { dollarsSchema } from './money.ts';
import { activeSubscriptionSchema, subscriptionPackageSchema, validityTypeSchema } from './subscription-packages.ts';
import { discountTypes, MIN_SUBSCRIPTION_PRICE_CENTS } from './subscription-pricing.ts';

/**
 * Collab groups: creators who sell one subscription together and split its income by their shares.
 * Paths (the spec does not show them; all under /api):
 *
 * - `POST /api/collab-groups`          body `createCollabGroupSchema` → `collabGroupSchema` (201)
 * - `GET  /api/collab-groups/mine`     the signed-in creator's groups (owner or member) → `collabGroupSchema[]`
 * - `GET  /api/collab-groups/:id`      one group, public → `collabGroupSchema`
 * - subscribe / unsubscribe: see `subscriptionPaths` in subscriptions.ts.
 */
export const collabPaths = {
  create: '/api/collab-groups',
  mine: '/api/collab-groups/mine',
  one: (id: string) => `/api/collab-groups/${id}`,
} as const;

export const collabMessages = {
  nameLength: 'Collab name must be between 4 and 50 characters',
  sharesSum: 'Shares must add up to 100%',
  shareRange: 'Each share must be between 1 and 100',
  membersRequired: 'Add at least one other creator',
  duplicateMember: 'Each creator can be added once',
  membersMustBeCreators: 'Every member must be a creator',
  ownerIsMember: 'You are already in the collab as its owner',
  packageRequired: 'At least one plan must be active',
  minimumPrice: 'Starting price must be at least $5.00',
  priceRequired: 'Price is required',
  duplicatePeriod: 'Each period can be offered once',
  groupNotFound: 'Collab not found',
} as const;

const shareSchema = z.number({ error: collabMessages.shareRange }).int(collabMessages.shareRange).min(1, collabMessages.shareRange).max(100, collabMessages.shareRange);

/** A package's discount as a form sends it (amount in dollars, dates yyyy-mm-dd). */
export const packageDiscountInputSchema = z.strictObject({
  type: z.enum(discountTypes),
  percentage: z.number().min(0).max(100).default(0),
  amount: z.number().min(0).default(0),
  start_date: z.iso.date().nullable().default(null),
  end_date: z.iso.date().nullable().default(null),
  is_permanant: z.boolean().default(false),
  applies_on_renewal: z.boolean().default(false),
  for_cycles: z.number().int().min(1).nullable().default(null),
});

export const collabPackageInputSchema = z.strictObject({
  validity_type: validityTypeSchema,
  price: dollarsSchema({ required: collabMessages.priceRequired }).refine((price) => price * 100 >= MIN_SUBSCRIPTION_PRICE_CENTS, collabMessages.minimumPrice),
  is_active: z.boolean().default(true),
  discount: packageDiscountInputSchema.nullable().default(null),
});
export type CollabPackageInput = z.input<typeof collabPackageInputSchema>;

/** Create a collab: the caller owns it with `owner_share_percent`; the members' shares make up the rest of 100. */
export const createCollabGroupSchema = z
  .strictObject({
    name: z.string().trim().min(4, collabMessages.nameLength).max(50, collabMessages.nameLength),
    about: z.string().trim().max(3000).default(''),
    owner_share_percent: shareSchema,
    members: z.array(z.strictObject({ creator_id: z.uuid(), share_percent: shareSchema })).min(1, collabMessages.membersRequired).max(20),
    packages: z.array(collabPackageInputSchema).min(1, collabMessages.packageRequired).max(4),
  })
  .superRefine((group, context) => {
    const total = group.owner_share_percent + group.members.reduce((sum, member) => sum + member.share_percent, 0);
    if (total !== 100) context.addIssue({ code: 'custom', path: ['members'], message: collabMessages.sharesSum });
    if (new Set(group.members.map((member) => member.creator_id)).size !== group.members.length) {
      context.addIssue({ code: 'custom', path: ['members'], message: collabMessages.duplicateMember });
    }
    if (new Set(group.packages.map((pkg) => pkg.validity_type)).size !== group.packages.length) {
      context.addIssue({ code: 'custom', path: ['packages'], message: collabMessages.duplicatePeriod });
    }
    if (!group.packages.some((pkg) => pkg.is_active !== false)) context.addIssue({ code: 'custom', path: ['packages'], message: collabMessages.packageRequired });
  });
export type CreateCollabGroupInput = z.input<typeof createCollabGroupSchema>;

export const collabMemberSchema = z.object({
  _id: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  share_percent: z.number().int(),
  is_owner: z.boolean(),
});

/** A collab group as its offer panel reads it; `active_subscription` is the viewer's own. */
export const collabGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  about: z.string(),
  owner_id: z.string(),
  members: z.array(collabMemberSchema),
  packages: z.array(subscriptionPackageSchema),
  subscriber_count: z.number().int(),
  active_subscription: activeSubscriptionSchema.nullable(),
  created_at: z.string(),
});
export type CollabGroup = z.infer<typeof collabGroupSchema>;

export const collabGroupIdParamsSchema = z.strictObject({ id: z.uuid() });
