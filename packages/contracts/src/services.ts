import { z } from 'zod';
import { dollarsSchema } from './money.ts';
import { paymentModeSchema, requireCardForCardMode } from './payment-method.ts';
import { freeServiceEntrySchema } from './perks.ts';

/** The services messages: the spec's words where it quotes them (typos included), ours where it is silent. */
export const serviceMessages = {
  typeRequired: 'Service type is required',
  nameRequired: 'Service name is required',
  nameLength: 'Service name must be between 3 and 30 characters',
  priceRequired: 'Price is required',
  priceMinimum: 'Price must be at least $5',
  priceMaximum: 'Price must be less than $50,000',
  durationRequired: 'Duration is required',
  durationMinimum: 'Duration must be at least 2 minutes',
  durationMaximum: 'Duration must be less than 12 hours',
  callTypeRequired: 'Choose per minute or fixed duration',
  chatFeeTypeRequired: 'Chat fee type is required',
  offerPriceRequired: 'Offer price is required',
  offerPriceBelowPrice: 'Offer price should must be less than the price',
  expiryRequired: 'Expiry date is required',
  expiryInFuture: 'Expiry date must be in the future',
  includesRequired: 'Includes is required',
  includesMaximum: 'Includes must be at most 30 characters',
  messagesMinimum: 'Amount of messages must be at least 5',
  messagesMaximum: 'Amount of messages must be at most 10,000',
  noteMaximum: 'Note must be at most 50 characters',
  unitRange: 'Validity must be between 1 and 12',
  defaultLocked: 'Default services cannot change their type or name',
  unitLocked: 'The validity of a default chat fee can be changed only once',
  defaultNotDeletable: 'Default services cannot be deleted',
  notFound: 'Service not found',
  notOwner: 'Only the service owner can do this.',
  imageNotUploaded: 'Upload the service image first',
  notChatFee: 'This service is not a chat fee',
  notForSale: 'This chat fee is not for sale',
  ownService: 'You cannot buy or request your own service',
  chatFeeNotRequested: 'Chat fees are bought, not requested',
  created: 'New service has been created!',
  updated: 'Service updated successfully',
  deleted: 'Service deleted successfully',
  chatFeePaid: 'Chat fee paid successfully',
  insufficientBalance: 'Insufficient balance',
  addBalance: 'Add Balance',
  chatFeeFailed: 'Error paying chat fee. Please try again later!',
  interestRegistered: 'Interest registered successfully',
  nothingToShow: 'Nothing to show here :(',
  /** The services list's optional block before the chat-fee services. */
  sendDirectMessage: 'Send a Direct Message',
  orBuyOneOfThese: 'Or buy one of these',
} as const;

/** Spec section 9. */
export const SERVICE_PRICE_MIN = 5;
export const SERVICE_PRICE_MAX = 50_000;
export const SERVICE_NAME_MIN = 3;
export const SERVICE_NAME_MAX = 30;
export const SERVICE_NOTE_MAX = 50;
export const SERVICE_INCLUDES_MAX = 30;
export const FIXED_DURATION_MIN_MINUTES = 2;
export const FIXED_DURATION_MAX_MINUTES = 720;
export const PER_MESSAGE_MIN = 5;
export const PER_MESSAGE_MAX = 10_000;
export const CHAT_FEE_UNIT_MAX = 12;
/** The Buy Chat Fee Service spinner closes itself after this long. */
export const CHAT_FEE_SPINNER_MS = 5000;

export const serviceTypes = ['CUSTOM-SERVICE', 'VIDEO', 'VOICE', 'RATING', 'CHAT-FEE'] as const;
export type ServiceType = (typeof serviceTypes)[number];
export const callServiceTypes = ['per_minute', 'fixed_duration'] as const;
export type CallServiceType = (typeof callServiceTypes)[number];
export const chatFeeTypes = ['OneOff', 'Week', 'Month', 'PerMessage', 'Free'] as const;
export type ChatFeeType = (typeof chatFeeTypes)[number];

/** VOICE and VIDEO are always priced as fixed; so is a chat fee, which is bought at its price. */
export const forcesFixedPrice = (type: ServiceType) => type === 'VOICE' || type === 'VIDEO' || type === 'CHAT-FEE';
export const needsIncludes = (type: ServiceType) => type === 'CUSTOM-SERVICE' || type === 'RATING';
export const isCallService = (type: ServiceType) => type === 'VOICE' || type === 'VIDEO';
/** Week and Month chat fees give access for `unit` weeks or months. */
export const isTimedChatFee = (chatFeeType: ChatFeeType | null | undefined) => chatFeeType === 'Week' || chatFeeType === 'Month';

export const todayIsoDate = (at = new Date()) => at.toISOString().slice(0, 10);

const optionalText = z.string().trim().optional();
const optionalDollars = dollarsSchema({ required: serviceMessages.priceRequired }).nullable().optional();

const serviceFields = z.strictObject({
  type: z.enum(serviceTypes, { error: serviceMessages.typeRequired }),
  name: z.string({ error: serviceMessages.nameRequired }).trim(),
  includes: optionalText,
  note: optionalText,
  avatar: z.string().max(500).nullable().optional(),
  service_type: z.enum(callServiceTypes, { error: serviceMessages.callTypeRequired }).nullable().optional(),
  chat_fee_type: z.enum(chatFeeTypes, { error: serviceMessages.chatFeeTypeRequired }).nullable().optional(),
  /** Seconds in the API, minutes in the form (see `serviceSchemaFor`). */
  duration: z.number({ error: serviceMessages.durationRequired }).nullable().optional(),
  fixed_price: z.boolean().optional(),
  price: optionalDollars,
  min_price: optionalDollars,
  has_discount: z.boolean().optional(),
  discount: z
    .strictObject({
      discount_value: dollarsSchema({ required: serviceMessages.offerPriceRequired }).nullable().optional(),
      expires_on: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  unit: z.number().int(serviceMessages.unitRange).nullable().optional(),
  amount_of_messages: z.number({ error: serviceMessages.messagesMinimum }).int(serviceMessages.messagesMinimum).nullable().optional(),
  is_active: z.boolean().optional(),
});
type ServiceFields = z.output<typeof serviceFields>;

/** The spec's edit rules that change values rather than refuse them, and fields other types do not carry cleared. */
function normalise(fields: ServiceFields) {
  const { type } = fields;
  const fixedPrice = forcesFixedPrice(type) || (fields.fixed_price ?? true);
  const hasDiscount = fixedPrice && (fields.has_discount ?? false);
  const chatFeeType = type === 'CHAT-FEE' ? (fields.chat_fee_type ?? null) : null;
  const serviceType = isCallService(type) ? (fields.service_type ?? null) : null;
  return {
    ...fields,
    includes: fields.includes || null,
    note: fields.note || null,
    avatar: fields.avatar ?? null,
    service_type: serviceType,
    chat_fee_type: chatFeeType,
    duration: serviceType === 'fixed_duration' ? (fields.duration ?? null) : null,
    fixed_price: fixedPrice,
    price: fixedPrice ? (fields.price ?? null) : null,
    min_price: fixedPrice ? null : (fields.min_price ?? null),
    has_discount: hasDiscount,
    discount: hasDiscount ? { discount_value: fields.discount?.discount_value ?? null, expires_on: fields.discount?.expires_on || null } : null,
    unit: isTimedChatFee(chatFeeType) ? (fields.unit ?? 1) : null,
    amount_of_messages: chatFeeType === 'PerMessage' ? (fields.amount_of_messages ?? null) : null,
    is_active: fields.is_active ?? true,
  };
}
export type ServiceValues = ReturnType<typeof normalise>;

type Issue = (path: string, message: string) => void;

function checkPrice(value: number | null, path: string, issue: Issue) {
  if (value === null) return issue(path, serviceMessages.priceRequired);
  if (value < SERVICE_PRICE_MIN) return issue(path, serviceMessages.priceMinimum);
  if (value > SERVICE_PRICE_MAX) issue(path, serviceMessages.priceMaximum);
}

function checkDiscount(values: ServiceValues, issue: Issue, today: string) {
  if (!values.discount) return;
  const { discount_value: offer, expires_on: expiresOn } = values.discount;
  if (offer === null || offer <= 0) issue('discount.discount_value', serviceMessages.offerPriceRequired);
  else if (values.price !== null && offer >= values.price) issue('discount.discount_value', serviceMessages.offerPriceBelowPrice);
  if (!expiresOn) issue('discount.expires_on', serviceMessages.expiryRequired);
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(expiresOn) || expiresOn <= today) issue('discount.expires_on', serviceMessages.expiryInFuture);
}

/** Section 5's service rules, on normalised values, all at once (the base object checks only types); `minutesOf` reads the duration in the schema's unit. */
function checkService(values: ServiceValues, issue: Issue, minutesOf: (duration: number) => number) {
  if (!values.name) issue('name', serviceMessages.nameRequired);
  else if (values.name.length < SERVICE_NAME_MIN || values.name.length > SERVICE_NAME_MAX) issue('name', serviceMessages.nameLength);
  if ((values.includes?.length ?? 0) > SERVICE_INCLUDES_MAX) issue('includes', serviceMessages.includesMaximum);
  if ((values.note?.length ?? 0) > SERVICE_NOTE_MAX) issue('note', serviceMessages.noteMaximum);
  if (isCallService(values.type) && !values.service_type) issue('service_type', serviceMessages.callTypeRequired);
  if (values.type === 'CHAT-FEE' && !values.chat_fee_type) issue('chat_fee_type', serviceMessages.chatFeeTypeRequired);
  if (needsIncludes(values.type) && !values.includes) issue('includes', serviceMessages.includesRequired);
  if (values.service_type === 'fixed_duration') {
    if (values.duration === null) issue('duration', serviceMessages.durationRequired);
    else if (minutesOf(values.duration) < FIXED_DURATION_MIN_MINUTES) issue('duration', serviceMessages.durationMinimum);
    else if (minutesOf(values.duration) > FIXED_DURATION_MAX_MINUTES) issue('duration', serviceMessages.durationMaximum);
  }
  const free = values.chat_fee_type === 'Free';
  if (!free && values.fixed_price) checkPrice(values.price, 'price', issue);
  if (!values.fixed_price) checkPrice(values.min_price, 'min_price', issue);
  if (values.chat_fee_type === 'PerMessage') {
    if (values.amount_of_messages === null || values.amount_of_messages < PER_MESSAGE_MIN) issue('amount_of_messages', serviceMessages.messagesMinimum);
    else if (values.amount_of_messages > PER_MESSAGE_MAX) issue('amount_of_messages', serviceMessages.messagesMaximum);
  }
  if (values.unit !== null && (values.unit < 1 || values.unit > CHAT_FEE_UNIT_MAX)) issue('unit', serviceMessages.unitRange);
  checkDiscount(values, issue, todayIsoDate());
}

/**
 * The one service schema, with the duration in seconds (the API) or minutes (the form): the same
 * rules and messages on both sides.
 */
export function serviceSchemaFor(durationUnit: 'seconds' | 'minutes') {
  const minutesOf = (duration: number) => (durationUnit === 'seconds' ? duration / 60 : duration);
  return serviceFields.transform(normalise).superRefine((values, context) => {
    checkService(values, (path, message) => context.addIssue({ code: 'custom', path: path.split('.'), message }), minutesOf);
  });
}

/** `POST users/services`: the duration in seconds. */
export const serviceInputSchema = serviceSchemaFor('seconds');
export type ServiceInput = z.input<typeof serviceInputSchema>;

/** `PATCH users/services/:id`: any of the fields (no defaults, so what is left out stays); the API checks the merged service with `serviceInputSchema`. */
export const servicePatchSchema = serviceFields.partial();
export type ServicePatch = z.input<typeof servicePatchSchema>;

export const serviceIdParamsSchema = z.strictObject({ id: z.uuid() });

/** `GET users/services?user_id&type&filter_out`: filter_out is a comma-separated list of types to leave out. */
export const servicesQuerySchema = z.strictObject({
  user_id: z.uuid().optional(),
  type: z.enum(serviceTypes).optional(),
  filter_out: z
    .string()
    .max(200)
    .optional()
    .transform((value, context) => {
      const types = (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
      const unknown = types.find((type) => !(serviceTypes as readonly string[]).includes(type));
      if (unknown) context.addIssue({ code: 'custom', message: `Unknown service type ${unknown}` });
      return types as ServiceType[];
    }),
});
export const publicServicesQuerySchema = z.strictObject({ user_id: z.uuid() });

export const serviceDiscountSchema = z.object({ discount_value: z.number(), expires_on: z.string() });

/** A Service as the spec's entity reads it; money in dollars, duration in seconds. */
export const serviceSchema = z.object({
  _id: z.string(),
  user_id: z.string(),
  type: z.enum(serviceTypes),
  name: z.string(),
  includes: z.string().nullable(),
  note: z.string().nullable(),
  avatar: z.string().nullable(),
  duration: z.number().nullable(),
  service_type: z.enum(callServiceTypes).nullable(),
  chat_fee_type: z.enum(chatFeeTypes).nullable(),
  is_active: z.boolean(),
  is_default: z.boolean(),
  modified: z.boolean(),
  fixed_price: z.boolean(),
  price: z.number(),
  min_price: z.number().nullable(),
  has_discount: z.boolean(),
  discount: serviceDiscountSchema.nullable(),
  unit: z.number().nullable(),
  unit_type: z.enum(['Minute', 'Turn']),
  amount_of_messages: z.number().nullable(),
  created_at: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/** A service the viewer has bought and can use now ('Ready to use'): a live chat fee. */
export const readyServiceSchema = z.object({
  purchase_id: z.string(),
  service: serviceSchema,
  bought_at: z.string(),
  expires_at: z.string().nullable(),
  available_message: z.number().nullable(),
});
export type ReadyService = z.infer<typeof readyServiceSchema>;


/** The services answer: the creator's services, what the viewer can use now, and their free services. */
export const servicesAnswerSchema = z.object({
  data: z.array(serviceSchema),
  subscribed_services: z.array(readyServiceSchema),
  free_services: z.array(freeServiceEntrySchema),
});
export type ServicesAnswer = z.infer<typeof servicesAnswerSchema>;

export const serviceInterestSchema = z.strictObject({ service_id: z.uuid() });
export const serviceInterestAnswerSchema = z.object({ service_id: z.string(), registered: z.literal(true) });

/** `POST users/purchase-chat-fee-service`. */
const chatFeeFields = {
  service_id: z.uuid(),
  traceable_data: z.strictObject({ entity: z.string().max(50).optional(), ref: z.string().max(100).optional(), route: z.string().max(300).optional() }).optional(),
};

export const chatFeePurchaseSchema = z
  .strictObject({ ...chatFeeFields, payment_mode: paymentModeSchema, tokenised_card_id: z.uuid().optional() })
  .superRefine(requireCardForCardMode);
export type ChatFeePurchaseInput = z.input<typeof chatFeePurchaseSchema>;

/** The v2 variant of `users/purchase-chat-fee-service` (the skrill flag): form data (traceable_data as JSON), paid on the hosted wallet's page. */
export const chatFeePurchaseV2Schema = z.strictObject(chatFeeFields);
export type ChatFeePurchaseV2Input = z.input<typeof chatFeePurchaseV2Schema>;
export const chatFeeV2JsonFields = ['traceable_data'] as const;

/** The price a fan pays now: the offer price while the discount runs (to the end of its expiry day), else the price. */
export function effectivePrice(service: Pick<Service, 'price' | 'has_discount' | 'discount'>, at = new Date()): number {
  if (!service.has_discount || !service.discount) return service.price;
  return service.discount.expires_on >= todayIsoDate(at) ? service.discount.discount_value : service.price;
}

/** What fans are shown of a creator's services: active ones, and chat fees only once priced (a Free one as it is). */
export const isOfferedToFans = (service: Pick<Service, 'is_active' | 'type' | 'chat_fee_type' | 'price'>) =>
  service.is_active && (service.type !== 'CHAT-FEE' || service.chat_fee_type === 'Free' || service.price > 0);
