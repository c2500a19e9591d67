import { z } from 'zod';
import { accountMessages, usernameSchema } from './accounts.ts';
import { activeSubscriptionSchema, subscriptionPackageSchema } from './subscription-packages.ts';
import { discountTypes, MIN_SUBSCRIPTION_PRICE_CENTS, monthsOf, validityTypes, type ValidityType } from './subscription-pricing.ts';
import { serviceSchema } from './services.ts';

/** The channel messages: the spec's words where it quotes them, ours where it is silent. */
export const channelMessages = {
  nameRequired: 'Channel name is required',
  nameLength: 'Channel name must be between 4 and 50 characters',
  nameEdgeSpace: 'Channel name cannot start or end with a space',
  nameReserved: 'Channel name cannot contain a reserved word',
  nameLetter: 'Channel name must contain at least one letter',
  nameConsecutive: 'Channel name cannot contain consecutive spaces or punctuation',
  nameEmoji: 'Channel name cannot contain emojis',
  nameInvisible: 'Channel name cannot contain invisible characters',
  usernameRequired: 'Channel username is required',
  usernameTaken: accountMessages.usernameTaken,
  usernameLocked: 'The channel username cannot be changed.',
  aboutLength: 'About Channel must be between 10 and 3000 characters',
  hashtagsMin: 'Add at least one hashtag',
  hashtagsMax: 'You can add up to 5 hashtags',
  subscriptionTypeRequired: 'Subscription type is required',
  perkIcon: 'Choose an icon from the list',
  perkValue: 'Perk cannot be empty',
  customBenefitsRequired: 'Add at least one custom benefit',
  serviceNotYours: 'Choose services from your own services list',
  priceRequired: 'Price is required',
  priceLeadingZero: 'Price cannot start with zero',
  priceNumber: 'Price must be a number',
  priceDecimals: 'Price can have at most 2 decimals',
  priceLength: 'Price can be at most 10 characters',
  priceMinimum: 'Starting price must be at least $5.00',
  discountRequired: 'Discount is required',
  discountZero: 'Discount cannot be zero',
  discountLeadingZero: 'Discount cannot start with zero',
  discountNumber: 'Discount must be a number',
  discountPercentMax: 'Discount cannot be more than 100%',
  discountAmountMax: 'Discount must be less than the price',
  discountFinalMinimum: 'The price after discount must be at least $5.00 per month',
  startDateRequired: 'Start date is required',
  startDateBeforeToday: 'Start date cannot be before today',
  startDateAfterEnd: 'Start date cannot be after the end date',
  endDateRequired: 'End date is required',
  endDateBeforeToday: 'End date cannot be before today',
  endDateBeforeStart: 'End date cannot be before the start date',
  oneActivePeriod: 'At least one plan must stay active',
  planHasSubscribers: 'This plan has active subscribers and cannot be deactivated.',
  freeServiceRange: (max: number) => `Amount must be between 0 and ${max}`,
  subscriptionTypeLocked: 'The subscription type cannot be changed while the channel has subscribers.',
  perksLocked: 'Perks cannot be changed while the channel has subscribers.',
  creatorsOnly: 'Only creators can create a channel.',
  notOwner: 'Only the channel owner can do this.',
  notFound: 'Channel not found',
  subscriberNotFound: 'Subscriber not found',
  created: 'Channel created successfully',
  updated: 'Channel updated successfully',
  deleted: 'Channel deleted successfully',
} as const;

/** Spec section 9. */
export const CHANNEL_NAME_MIN = 4;
export const CHANNEL_NAME_MAX = 50;
export const CHANNEL_ABOUT_MIN = 10;
export const CHANNEL_ABOUT_MAX = 3000;
export const HASHTAGS_MAX = 5;
export const PRICE_MAX_LENGTH = 10;
export const PERKS_SHOWN = 3;
export const SUBSCRIBERS_PAGE_SIZE = 20;
export const MY_CHANNELS_LIMIT = 100;
export const FREE_SERVICE_LIMIT = 10_000;
/** Units of each time-based free service in one day: the limit for days is 365 times this. */
export const FREE_SERVICE_UNITS_PER_DAY = { Day: 1, Hour: 24, Minute: 1440 } as const;

export const RESERVED_CHANNEL_WORDS = ['admin', 'administrator', 'velvet', 'support', 'moderator', 'official', 'staff', 'system'] as const;
export const channelSubscriptionTypes = ['FREE', 'PAID'] as const;
export type ChannelSubscriptionType = (typeof channelSubscriptionTypes)[number];
export const freeServiceUnitTypes = ['TurnCount', 'Minute', 'MessageCount', 'Hour', 'Day'] as const;
export type FreeServiceUnitType = (typeof freeServiceUnitTypes)[number];
export const PERK_ICONS = { star: '⭐', heart: '❤️', camera: '📷', video: '🎥', chat: '💬', gift: '🎁', crown: '👑', fire: '🔥', lock: '🔒', music: '🎵' } as const;
export type PerkIcon = keyof typeof PERK_ICONS;
export const perkIcons = Object.keys(PERK_ICONS) as [PerkIcon, ...PerkIcon[]];

const emoji = /\p{Extended_Pictographic}/u;
/** Code points that render as nothing (zero-width, joiners, direction marks, fillers, variation selectors). */
const invisibleRanges: Array<[number, number]> = [
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x61c, 0x61c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];
const hasInvisible = (text: string) => [...text].some((char) => invisibleRanges.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to));
const punctuation = /[\p{P}\p{S}]/u;

function hasReservedWord(name: string): boolean {
  const words = name.toLowerCase().split(/[^a-z0-9]+/);
  return RESERVED_CHANNEL_WORDS.some((word) => words.includes(word));
}

/** Display name: 4–50 characters and the spec's shape rules, each with its own message. */
export const channelNameSchema = z
  .string({ error: channelMessages.nameRequired })
  .min(1, channelMessages.nameRequired)
  .refine((name) => !hasInvisible(name), channelMessages.nameInvisible)
  .refine((name) => !emoji.test(name), channelMessages.nameEmoji)
  .refine((name) => name.trim() === name, channelMessages.nameEdgeSpace)
  .refine((name) => name.length >= CHANNEL_NAME_MIN && name.length <= CHANNEL_NAME_MAX, channelMessages.nameLength)
  .refine((name) => /\p{L}/u.test(name), channelMessages.nameLetter)
  .refine((name) => !/\s{2,}/.test(name) && ![...name].some((char, index) => punctuation.test(char) && punctuation.test(name[index + 1] ?? '')), channelMessages.nameConsecutive)
  .refine((name) => !hasReservedWord(name), channelMessages.nameReserved);

export const channelUsernameSchema = z.string({ error: channelMessages.usernameRequired }).trim().min(1, channelMessages.usernameRequired).pipe(usernameSchema);

/** A hashtag as kept: only lowercase letters and digits, prefixed '#'; empty when nothing is left. */
export const normaliseHashtag = (tag: string) => {
  const kept = tag.toLowerCase().replace(/[^a-z0-9]/g, '');
  return kept ? `#${kept}` : '';
};

export const hashtagsSchema = z
  .array(z.string().max(100))
  .transform((tags) => [...new Set(tags.map(normaliseHashtag).filter(Boolean))])
  .pipe(z.array(z.string()).min(1, channelMessages.hashtagsMin).max(HASHTAGS_MAX, channelMessages.hashtagsMax));

export const perkSchema = z.object({
  icon: z.enum(perkIcons, { error: channelMessages.perkIcon }),
  emoji: z.string().max(16).optional(),
  value: z.string().trim().min(1, channelMessages.perkValue).max(200),
});
export type ChannelPerkInput = z.infer<typeof perkSchema>;

export const freeServiceMax = (unitType: FreeServiceUnitType) =>
  unitType in FREE_SERVICE_UNITS_PER_DAY ? 365 * FREE_SERVICE_UNITS_PER_DAY[unitType as keyof typeof FREE_SERVICE_UNITS_PER_DAY] : FREE_SERVICE_LIMIT;

export const freeServiceSchema = z
  .object({ type: z.string().trim().min(1).max(50), unit: z.number().int(), unit_type: z.enum(freeServiceUnitTypes) })
  .superRefine((service, context) => {
    const max = freeServiceMax(service.unit_type);
    if (service.unit < 0 || service.unit > max) context.addIssue({ code: 'custom', path: ['unit'], message: channelMessages.freeServiceRange(max) });
  });

/** Today as yyyy-mm-dd (UTC), the form of discount dates. */
export const todayIso = (at = new Date()) => at.toISOString().slice(0, 10);

/** Dollars typed as text: the spec's rules are about the characters (leading zero, length, decimals). */
function checkDollarText(value: string, names: { required: string; leadingZero: string; number: string }, add: (message: string) => void): number | undefined {
  const broken =
    value.trim() === ''
      ? names.required
      : value.length > PRICE_MAX_LENGTH
        ? channelMessages.priceLength
        : /^0\d/.test(value)
          ? names.leadingZero
          : !/^\d+(\.\d+)?$/.test(value)
            ? names.number
            : !/^\d+(\.\d{1,2})?$/.test(value)
              ? channelMessages.priceDecimals
              : undefined;
  if (broken === undefined) return Number(value);
  add(broken);
  return undefined;
}

/** One period of the channel's pricing, as the form edits it and the create/update payload carries it. */
export const periodPricingSchema = z.object({
  isActive: z.boolean(),
  price: z.string().max(50),
  hasDiscount: z.boolean(),
  discount: z.string().max(50),
  discountType: z.enum(discountTypes),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  is_permanant: z.boolean(),
  applies_on_renewal: z.boolean(),
  for_cycles: z.number().int().min(1).max(120).nullable(),
});
export type PeriodPricing = z.infer<typeof periodPricingSchema>;

/** A period's form values: switched off, nothing typed, no discount, unless overridden. */
export const periodPricing = (overrides: Partial<PeriodPricing> = {}): PeriodPricing => ({
  isActive: false,
  price: '',
  hasDiscount: false,
  discount: '',
  discountType: 'percentage',
  startDate: null,
  endDate: null,
  is_permanant: false,
  applies_on_renewal: false,
  for_cycles: null,
  ...overrides,
});

function checkPeriod(period: PeriodPricing, validity: ValidityType, add: (path: string, message: string) => void) {
  const price = checkDollarText(period.price, { required: channelMessages.priceRequired, leadingZero: channelMessages.priceLeadingZero, number: channelMessages.priceNumber }, (message) =>
    add('price', message),
  );
  if (price === undefined) return;
  const priceCents = Math.round(price * 100);
  if (priceCents < MIN_SUBSCRIPTION_PRICE_CENTS) return add('price', channelMessages.priceMinimum);
  if (!period.hasDiscount) return;
  const addDiscount = (message: string) => add('discount', message);
  if (period.discount.trim() !== '' && Number(period.discount) === 0) return addDiscount(channelMessages.discountZero);
  const discount = checkDollarText(period.discount, { required: channelMessages.discountRequired, leadingZero: channelMessages.discountLeadingZero, number: channelMessages.discountNumber }, addDiscount);
  if (discount === undefined) return;
  if (period.discountType === 'percentage' && discount > 100) return addDiscount(channelMessages.discountPercentMax);
  if (period.discountType === 'amount' && Math.round(discount * 100) >= priceCents) return addDiscount(channelMessages.discountAmountMax);
  const offCents = period.discountType === 'percentage' ? Math.round((priceCents * discount) / 100) : Math.round(discount * 100);
  if (Math.round((priceCents - offCents) / monthsOf[validity]) < MIN_SUBSCRIPTION_PRICE_CENTS) addDiscount(channelMessages.discountFinalMinimum);
  if (period.is_permanant) return;
  const today = todayIso();
  const { startDate, endDate } = period;
  if (!startDate) add('startDate', channelMessages.startDateRequired);
  else if (startDate < today) add('startDate', channelMessages.startDateBeforeToday);
  else if (endDate && startDate > endDate) add('startDate', channelMessages.startDateAfterEnd);
  if (!endDate) add('endDate', channelMessages.endDateRequired);
  else if (endDate < today) add('endDate', channelMessages.endDateBeforeToday);
  else if (startDate && endDate < startDate) add('endDate', channelMessages.endDateBeforeStart);
}

export const channelPricingSchema = z.object(Object.fromEntries(validityTypes.map((validity) => [validity, periodPricingSchema])) as Record<ValidityType, typeof periodPricingSchema>);
export type ChannelPricing = z.infer<typeof channelPricingSchema>;

export const socialHandlesSchema = z.record(z.string().max(30), z.string().trim().max(200)).refine((handles) => Object.keys(handles).length <= 10, 'At most 10 social handles');

/** `POST /api/channel` and `PUT /api/channel/:id` (spec form-data field names); the web form uses the same schema. */
export const channelFormSchema = z
  .object({
    name: channelNameSchema,
    channel_tagname: channelUsernameSchema,
    channel_type: z.string().trim().max(50).default(''),
    social_handles: socialHandlesSchema.default({}),
    about: z.string().trim().min(CHANNEL_ABOUT_MIN, channelMessages.aboutLength).max(CHANNEL_ABOUT_MAX, channelMessages.aboutLength),
    hashtags: hashtagsSchema,
    subscription_type: z.enum(channelSubscriptionTypes, { error: channelMessages.subscriptionTypeRequired }),
    /** A free channel may leave it out: every period then stays off. */
    subscription: channelPricingSchema.default(() => ({ MONTHLY: periodPricing(), QUARTERLY: periodPricing(), HALF_YEARLY: periodPricing(), YEARLY: periodPricing() })),
    perks: z.array(perkSchema).max(30).default([]),
    default_perks: z.object({ free_chats: z.boolean() }).default({ free_chats: false }),
    /** The featured and custom services the channel presents: ids of the creator's own services (the API checks they are). */
    services: z.array(z.uuid(channelMessages.serviceNotYours)).max(50).default([]),
    free_services: z.array(freeServiceSchema).max(20).default([]),
  })
  .superRefine((form, context) => {
    const hasFreeAmounts = form.free_services.some((service) => service.unit > 0);
    if (form.perks.length === 0 && form.services.length === 0 && !hasFreeAmounts && !form.default_perks.free_chats)
      context.addIssue({ code: 'custom', path: ['perks'], message: channelMessages.customBenefitsRequired });
    if (form.subscription_type !== 'PAID') return;
    const active = validityTypes.filter((validity) => form.subscription[validity].isActive);
    if (active.length === 0) context.addIssue({ code: 'custom', path: ['subscription'], message: channelMessages.oneActivePeriod });
    for (const validity of active)
      checkPeriod(form.subscription[validity], validity, (field, message) => context.addIssue({ code: 'custom', path: ['subscription', validity, field], message }));
  });
export type ChannelFormInput = z.input<typeof channelFormSchema>;
export type ChannelForm = z.output<typeof channelFormSchema>;

/** The fields of the form sent as JSON strings inside multipart form data. */
export const channelJsonFields = ['hashtags', 'social_handles', 'services', 'free_services', 'subscription', 'perks', 'default_perks'] as const;

export const channelIdParamsSchema = z.object({ id: z.string().max(100) });
export const channelUsernameParamsSchema = z.object({ username: z.string().max(100) });
export const numberedPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MY_CHANNELS_LIMIT).default(SUBSCRIBERS_PAGE_SIZE),
});
export const channelListQuerySchema = numberedPageQuerySchema.extend({ target_user: z.string().max(100).optional() });

export const channelCreatorSchema = z.object({ _id: z.string(), username: z.string(), display_name: z.string(), avatar: z.string().nullable() });

/** The spec's Channel as the API answers it, with the viewer's view of it. */
export const channelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  about: z.string(),
  description: z.string(),
  type: z.string(),
  social_handles: z.record(z.string(), z.string()),
  hashtags: z.array(z.string()),
  subscription_type: z.enum(channelSubscriptionTypes),
  avatar: z.string().nullable(),
  background: z.string().nullable(),
  perks: z.array(z.object({ icon: z.string(), emoji: z.string().optional(), value: z.string() })),
  default_perks: z.object({ free_chats: z.boolean() }),
  free_services: z.array(z.object({ _id: z.string().optional(), type: z.string(), unit: z.number(), unit_type: z.string() })),
  services: z.array(z.string()),
  /**
   * The services of `services` fans can see now (active, not deleted), in the same order, each as the
   * creator's services list shows it. Fans buy them separately: a subscription does not include them.
   */
  presented_services: z.array(serviceSchema),
  packages: z.array(subscriptionPackageSchema),
  counter: z.object({ subscriber_count: z.number().int() }),
  creator: channelCreatorSchema,
  active_subscription: activeSubscriptionSchema.nullable(),
  is_author: z.boolean(),
  deletion_requested_at: z.string().nullable(),
  created_at: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;

export const paginatedSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), page: z.number().int(), limit: z.number().int(), total: z.number().int() });

export const packageSubscriberCountSchema = z.object({ package_id: z.string(), validity_type: z.enum(validityTypes), subscriber_count: z.number().int() });
export type PackageSubscriberCount = z.infer<typeof packageSubscriberCountSchema>;

/** One subscriber of a channel, as its owner sees them. */
export const channelSubscriberSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), username: z.string(), avatar: z.string().nullable() }),
  package: z.object({ _id: z.string(), validity_type: z.enum(validityTypes) }),
  price: z.number(),
  status: z.string(),
  is_cancelled: z.boolean(),
  started_at: z.string(),
  expires_on: z.string(),
  renewal_cycle: z.number().int(),
});
export type ChannelSubscriber = z.infer<typeof channelSubscriberSchema>;
