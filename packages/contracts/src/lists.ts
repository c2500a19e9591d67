import { z } from 'zod';

/**
 * Custom lists: a creator's named lists of their own fans (spec 3: Custom list, Custom list dialog).
 * Paths (the spec does not show them; all under /api, creators only):
 *
 * - `GET    /api/lists/fans?fan_type&is_main_profile&is_expired&channel_ids&group_ids&min_spent&max_spent&search`
 *                             the creator's fans with what each spent on them → `listFanSchema[]`
 * - `GET    /api/lists`       their lists, newest first → `customListSummarySchema[]`
 * - `POST   /api/lists`       body `customListInputSchema` → `customListSchema` (201)
 * - `GET    /api/lists/:id`   one list with its fans → `customListSchema`
 * - `PUT    /api/lists/:id`   body `customListInputSchema` (title and the whole user_ids) → `customListSchema`
 * - `DELETE /api/lists/:id`   `{ message }`
 */
export const listPaths = {
  fans: '/api/lists/fans',
  lists: '/api/lists',
  one: (id: string) => `/api/lists/${id}`,
} as const;

export const listMessages = {
  titleLength: 'Title should be 3-35 characters.',
  fansRequired: 'Select at least one fan.',
  spendRange: 'Enter valid min/max (min ≤ max).',
  saveFailed: 'Error creating list',
  notFans: 'Only your fans can be added to a list.',
  notFound: 'List not found',
  saved: 'List saved',
  deleted: 'List deleted',
} as const;

/** Fan list search debounce (spec section 9). */
export const FAN_SEARCH_DEBOUNCE_MS = 400;
export const MAX_LIST_SIZE = 1000;

/** Who counts as a fan: subscribers (live, or with `is_expired` those whose subscriptions all ended) and buyers or tippers. */
export const fanTypes = ['all', 'subscribers', 'buyers'] as const;
export type FanType = (typeof fanTypes)[number];

/** The spec's spend rank filters, in dollars; `custom` takes the form's min and max. */
export const spendRanks = {
  all: { label: 'All', min: undefined, max: undefined },
  under_1k: { label: 'Under $1K', min: undefined, max: 1000 },
  '2k_5k': { label: '$2K-$5K', min: 2000, max: 5000 },
  '5k_10k': { label: '$5K-$10K', min: 5000, max: 10000 },
  '10k_30k': { label: '$10K-$30K', min: 10000, max: 30000 },
  custom: { label: 'Custom', min: undefined, max: undefined },
} as const satisfies Record<string, { label: string; min: number | undefined; max: number | undefined }>;
export type SpendRank = keyof typeof spendRanks;

export const listTitleSchema = z.string({ error: listMessages.titleLength }).trim().min(3, listMessages.titleLength).max(35, listMessages.titleLength);

const uuidList = z
  .string()
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(z.uuid()).max(100));

const dollars = z.coerce.number().min(0).max(10_000_000);

export const listFansQuerySchema = z
  .strictObject({
    fan_type: z.enum(fanTypes).default('all'),
    /** true: fans of the creator's own profile (its channels, purchases, tips); false: fans who come through collab groups only. */
    is_main_profile: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
    is_expired: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
    channel_ids: uuidList.optional(),
    group_ids: uuidList.optional(),
    min_spent: dollars.optional(),
    max_spent: dollars.optional(),
    search: z.string().trim().max(60).optional(),
  })
  .refine((query) => query.min_spent === undefined || query.max_spent === undefined || query.min_spent <= query.max_spent, {
    path: ['max_spent'],
    message: listMessages.spendRange,
  });
export type ListFansQuery = z.input<typeof listFansQuerySchema>;

/** A fan as the list dialog shows it. */
export const listFanSchema = z.object({
  _id: z.string(),
  username: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  user_type: z.string(),
  /** ACTIVE, or BANNED for an account the platform banned. */
  account_status: z.enum(['ACTIVE', 'BANNED']),
  /** VerifiedUser, VerifiedCreator and the platform plans' badges (Prime, CreatorPro). */
  badges: z.array(z.string()),
  /** Dollars spent on this creator (completed purchases, before tax). */
  total_spent: z.number(),
  /** The creator's private chat alias for the fan, if any. */
  alias_name: z.string().nullable(),
  is_subscriber: z.boolean(),
  is_expired: z.boolean(),
});
export type ListFan = z.infer<typeof listFanSchema>;

export const customListInputSchema = z.strictObject({
  title: listTitleSchema,
  user_ids: z.array(z.uuid()).min(1, listMessages.fansRequired).max(MAX_LIST_SIZE),
});
export type CustomListInput = z.input<typeof customListInputSchema>;

export const customListSummarySchema = z.object({ _id: z.string(), title: z.string(), count: z.number(), created_at: z.string(), updated_at: z.string() });
export type CustomListSummary = z.infer<typeof customListSummarySchema>;

export const customListSchema = customListSummarySchema.extend({ user_ids: z.array(listFanSchema) });
export type CustomList = z.infer<typeof customListSchema>;

export const listIdParamsSchema = z.strictObject({ id: z.uuid() });

/** The spend filter of the dialog: a rank, or a custom min and max that must make a range. */
export function spendRange(rank: SpendRank, custom: { min: number | ''; max: number | '' }): { min_spent?: number; max_spent?: number } | { error: string } {
  if (rank !== 'custom') {
    const { min, max } = spendRanks[rank];
    return { ...(min !== undefined && { min_spent: min }), ...(max !== undefined && { max_spent: max }) };
  }
  if (custom.min === '' || custom.max === '' || custom.min < 0 || custom.min > custom.max) return { error: listMessages.spendRange };
  return { min_spent: custom.min, max_spent: custom.max };
}
