import { z } from 'zod';
import { videoQualities } from './media-uploads.ts';
import { dollarsSchema, toCents } from './money.ts';
import { paymentModeSchema, requireCardForCardMode } from './payment-method.ts';
import { effectivePrice, type Service } from './services.ts';
import { transactionSchema } from './transactions.ts';

/** Paid service requests and counter offers: the spec's words (typos included), ours where it is silent. */
export const requestMessages = {
  sent: 'Request sent successfully',
  sentTitle: 'Request Sent Successfully',
  ratingSent: 'You have successfully raised a rating request',
  counterSent: 'Counter Offer Sent',
  counterFailed: 'Counter Offer Failed',
  counterFailedDetail: 'An error occurred while sending your counter offer',
  offeredAmountMismatch: 'The offered amount does not match this request',
  offerAccepted: 'Offer accepted successfully',
  offerRejected: 'Offer rejected',
  requestAccepted: "You've now accepted the request!",
  requestDeclined: 'Request declined',
  insufficientBalance: 'Insufficient Balance',
  addMoneyToWallet: 'Add money to wallet',
  ratingFailed: 'Something went wrong. Please try again later!',
  failed: 'Something went wrong. Please try again later',
  noFile: 'No file attached',
  descriptionRequired: 'Please enter a description',
  tooManyFiles: 'You can attach at most 3 files',
  tooManyDeliveryFiles: 'You can attach at most 50 files',
  mediaOnly: 'Only media files are allowed',
  fileTooLarge: 'File too large',
  videoTooLong: 'File length should not be greater than 10 minutes',
  deliveryMediaRequired: 'Attach at least one media file',
  durationRequired: 'Duration is required',
  durationMinimum: 'Duration should be at least 1 minute',
  durationMaximum: 'Duration should be at most 24 hours',
  /** A voice request's own cap (720 minutes), in the spec's words for that bound. */
  voiceDurationMaximum: 'Duration must be less than 12 hours',
  amountRequired: 'Amount is required',
  amountBelowMin: 'Amount should be at least the minimum price',
  ratingTypeRequired: 'Choose a rating type',
  counterTooLow: "You can't counter less than the fan's request",
  counterPriceRequired: 'Counter price is required',
  mediaNotUploaded: 'Upload the files first',
  notFound: 'Request not found',
  notTarget: 'Only the creator this request was sent to can answer it',
  notRequester: 'Only the fan who sent this request can answer the counter offer',
  alreadyAnswered: 'This request has already been answered',
  noOpenCounter: 'There is no counter offer to answer',
  counterOpen: 'A counter offer is already waiting for the fan',
  notRequestable: 'This service cannot be requested',
  typeMismatch: 'The request type does not match the service',
  notACall: 'Only an accepted call can start its timer',
  notAParty: 'Only the fan and the creator of this request can see it',
  timeUp: "Time's up!",
  freeServiceUnavailable: 'This free service is not available to you',
} as const;

/** Promotion requests: a creator offers one of their services to a fan, who accepts (pays) or declines in the chat. */
export const promotionMessages = {
  /** The spec's words for a failed promotion payment. */
  paymentFailed: 'Error! Please try again later.',
  sent: 'Promotion sent',
  declined: 'Promotion declined',
  accepted: "You've now accepted the request!",
  new: 'New',
  acceptedLabel: 'Accepted',
  declinedLabel: 'Declined',
  notFound: 'Promotion not found',
  notForYou: 'Only the fan this promotion was sent to can answer it',
  alreadyAnswered: 'This promotion has already been answered',
  creatorsOnly: 'Only creators can send promotions',
  fansOnly: 'Promotions are sent to fans',
  noPrice: 'This service has no price to promote',
} as const;

export const REQUEST_FILES_MAX = 3;
export const DELIVERY_FILES_MAX = 50;
export const REQUEST_IMAGE_MAX_BYTES = 40 * 1024 * 1024;
export const REQUEST_VIDEO_MAX_BYTES = 1024 * 1024 * 1024;
export const REQUEST_VIDEO_MAX_SECONDS = 600;
export const CALL_MINUTES_MIN = 1;
export const CALL_MINUTES_INPUT_MAX = 720;
/** The voice request's minutes input stops at 1000 (spec section 9), so the 720-minute cap shows its own message. */
export const VOICE_MINUTES_INPUT_MAX = 1000;
export const CALL_MINUTES_SCHEMA_MAX = 1440;
export const REQUEST_NOTE_MAX = 1000;
/** A request the creator leaves unanswered this long is refunded (well inside the 14 days before earnings release). */
export const REQUEST_EXPIRY_DAYS = 7;

export const requestTypes = ['VOICE', 'VIDEO', 'RATING', 'CUSTOM-SERVICE'] as const;
export type RequestType = (typeof requestTypes)[number];
export const isRequestable = (type: string): type is RequestType => (requestTypes as readonly string[]).includes(type);

export const ratingTypes = ['Complimentary', 'Humiliation', 'Honest'] as const;
export type RatingType = (typeof ratingTypes)[number];

/**
 * Request statuses: 0 waiting for the creator, 1 accepted, 2 declined (refunded), 3 unanswered for
 * REQUEST_EXPIRY_DAYS (refunded), 4 a call whose time ran out.
 */
export const requestStatuses = { pending: 0, accepted: 1, declined: 2, expired: 3, timeUp: 4 } as const;
export type RequestStatus = (typeof requestStatuses)[keyof typeof requestStatuses];

export const counterStatuses = ['pending', 'accepted', 'rejected'] as const;
export type CounterStatus = (typeof counterStatuses)[number];

/** A file of a request or of the creator's delivery: one of the sender's uploads. */
export const requestMediaSchema = z.strictObject({ path: z.string().min(1).max(500), type: z.enum(['image', 'video'], { error: requestMessages.mediaOnly }) });
export type RequestMedia = z.infer<typeof requestMediaSchema>;

/** A request's file as a party sees it: a video also has its poster frame, quality label and length. */
export const requestMediaViewSchema = requestMediaSchema.extend({
  poster_url: z.string().nullable().optional(),
  quality: z.enum(videoQualities).nullable().optional(),
  duration: z.number().nullable().optional(),
});
export type RequestMediaView = z.infer<typeof requestMediaViewSchema>;

/** A file picked in a form, checked before upload: media only, 40 MB for images, 1 GB for videos. */
export function fileProblem(file: { type: string; size: number }): string | null {
  if (file.type.startsWith('image/')) return file.size > REQUEST_IMAGE_MAX_BYTES ? requestMessages.fileTooLarge : null;
  if (file.type.startsWith('video/')) return file.size > REQUEST_VIDEO_MAX_BYTES ? requestMessages.fileTooLarge : null;
  return requestMessages.mediaOnly;
}

const noteSchema = z.string().trim().max(REQUEST_NOTE_MAX).optional();
const traceableSchema = z.strictObject({ entity: z.string().max(50).optional(), ref: z.string().max(100).optional(), route: z.string().max(300).optional() }).optional();

/** The request's own fields, without how it is paid. Durations: proposed_duration in minutes, extra_data.duration in seconds. */
const requestFieldsShape = {
  type: z.enum(requestTypes),
  target_user: z.uuid(),
  service_id: z.uuid(),
  is_promotion: z.boolean().optional(),
  proposed_duration: z
    .number({ error: requestMessages.durationRequired })
    .int(requestMessages.durationMinimum)
    .min(CALL_MINUTES_MIN, requestMessages.durationMinimum)
    .max(CALL_MINUTES_SCHEMA_MAX, requestMessages.durationMaximum)
    .optional(),
  proposed_amount: dollarsSchema({ required: requestMessages.amountRequired }).optional(),
  request_note: noteSchema,
  media: z.array(requestMediaSchema).max(REQUEST_FILES_MAX, requestMessages.tooManyFiles).default([]),
  extra_data: z.strictObject({ duration: z.number().int().positive().optional(), rating_type: z.enum(ratingTypes, { error: requestMessages.ratingTypeRequired }).optional() }).default({}),
  traceable_data: traceableSchema,
};

type RequestRulesInput = { type: RequestType; media: unknown[]; request_note?: string; extra_data: { rating_type?: RatingType } };

/** A rating needs a file, a description and its type; a custom request a description. */
function requestRules(input: RequestRulesInput, context: z.RefinementCtx) {
  if (input.type === 'RATING') {
    if (!input.media.length) context.addIssue({ code: 'custom', path: ['media'], message: requestMessages.noFile });
    if (!input.request_note) context.addIssue({ code: 'custom', path: ['request_note'], message: requestMessages.descriptionRequired });
    if (!input.extra_data.rating_type) context.addIssue({ code: 'custom', path: ['extra_data', 'rating_type'], message: requestMessages.ratingTypeRequired });
  }
  if (input.type === 'CUSTOM-SERVICE' && !input.request_note) context.addIssue({ code: 'custom', path: ['request_note'], message: requestMessages.descriptionRequired });
}

/** `Request` (service request payload), `POST requests/calls-and-ratings`. */
export const requestInputSchema = z
  .strictObject({ ...requestFieldsShape, payment_mode: paymentModeSchema, tokenised_card_id: z.uuid().optional() })
  .superRefine(requireCardForCardMode)
  .superRefine(requestRules);

/** The fields of the v2 form that carry JSON (objects, lists, numbers, booleans); the others are text as sent. */
export const requestV2JsonFields = ['media', 'extra_data', 'traceable_data', 'proposed_duration', 'proposed_amount', 'is_promotion'] as const;

/**
 * The v2 variant of `requests/calls-and-ratings` (the skrill flag), sent as form data (media, extra_data and
 * traceable_data as JSON fields): the same request, paid on the hosted wallet's page.
 */
export const requestV2Schema = z.strictObject(requestFieldsShape).superRefine(requestRules);
export type RequestV2Input = z.input<typeof requestV2Schema>;
export type RequestInput = z.input<typeof requestInputSchema>;
export type RequestValues = z.output<typeof requestInputSchema>;

/** `Request response`: status 1 accepts (with the delivery for RATING and CUSTOM-SERVICE), 2 declines; a counter price makes it a counter offer. */
export const requestResponseSchema = z
  .strictObject({
    status: z.union([z.literal(1), z.literal(2)]).optional(),
    details: z.string().trim().max(REQUEST_NOTE_MAX).optional(),
    media: z.array(requestMediaSchema).max(DELIVERY_FILES_MAX, requestMessages.tooManyDeliveryFiles).default([]),
    counter_offer_price: dollarsSchema({ required: requestMessages.counterPriceRequired }).optional(),
    counter_description: z.string().trim().max(REQUEST_NOTE_MAX).optional(),
  })
  .refine((input) => input.status !== undefined || input.counter_offer_price !== undefined, { message: requestMessages.counterPriceRequired, path: ['counter_offer_price'] });
export type RequestResponseInput = z.input<typeof requestResponseSchema>;
export type RequestResponseValues = z.output<typeof requestResponseSchema>;

/** The creator's delivery of a RATING or CUSTOM-SERVICE request, as the response form checks it. */
export function deliveryProblems(type: RequestType, delivery: { details?: string; media: unknown[] }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (type !== 'RATING' && type !== 'CUSTOM-SERVICE') return problems;
  if (!delivery.details?.trim()) problems.details = requestMessages.descriptionRequired;
  if (type === 'CUSTOM-SERVICE' && delivery.media.length === 0) problems.media = requestMessages.deliveryMediaRequired;
  return problems;
}

/** 'Counter the request' as the form checks it: the price must exceed what the fan offered. */
export const counterFormSchema = (currentPrice: number) =>
  z.object({
    counter_offer_price: dollarsSchema({ required: requestMessages.counterPriceRequired }).refine((price) => price > currentPrice, requestMessages.counterTooLow),
    counter_description: z.string().trim().max(REQUEST_NOTE_MAX).optional(),
  });

/** `POST requests/respond-to-counter-offer/{id}`. */
export const counterAnswerSchema = z
  .strictObject({
    counter_status: z.enum(['accepted', 'rejected']),
    payment_mode: paymentModeSchema.default('wallet'),
    tokenised_card_id: z.uuid().optional(),
  })
  .superRefine(requireCardForCardMode);
export type CounterAnswerInput = z.input<typeof counterAnswerSchema>;
export type CounterAnswerValues = z.output<typeof counterAnswerSchema>;

/**
 * Update a request: status 1 accepts it (the creator's accept, at the request's own price; `offered_amount`,
 * when sent, must be that price; an accepted request answers as it is), status 4 is the timer-up.
 */
export const requestUpdateSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal(1), offered_amount: dollarsSchema({ required: requestMessages.amountRequired }).optional() }),
  z.strictObject({ status: z.literal(4) }),
]);
export type RequestUpdateInput = z.input<typeof requestUpdateSchema>;
export type RequestUpdateValues = z.output<typeof requestUpdateSchema>;

/** Use a free service of a subscribed channel (`POST /api/requests/free-service`): a request at no charge. */
export const freeServiceUseSchema = z.strictObject({
  free_service_id: z.uuid(),
  /** The creator's service of the free service's kind; the first active one when left out. */
  service_id: z.uuid().optional(),
  unit: z.literal(1).default(1),
  request_note: noteSchema,
  extra_data: z.strictObject({ duration: z.number().int().positive().optional(), rating_type: z.enum(ratingTypes).optional() }).default({}),
  media: z.array(requestMediaSchema).max(REQUEST_FILES_MAX, requestMessages.tooManyFiles).default([]),
});

export type FreeServiceUseInput = z.input<typeof freeServiceUseSchema>;
export type FreeServiceUseValues = z.output<typeof freeServiceUseSchema>;

export const requestIdParamsSchema = z.strictObject({ id: z.uuid() });
export const transactionLedgerSchema = z.strictObject({ request_id: z.uuid() });

/**
 * What a request message carries in the chat's `Message meta`. An `ACCEPT_CALL` message carries no call
 * token: both members read the message, so each reads their own token from `GET /api/requests/:id`.
 */
export const requestMetaShape = {
  price: z.number().optional(),
  has_discount: z.boolean().optional(),
  offered_amount: z.number().optional(),
  duration: z.number().optional(),
  reqId: z.string().optional(),
  serviceId: z.string().optional(),
  request_note: z.string().optional(),
  request_icon: z.string().nullable().optional(),
  requestAccept: z.union([z.literal('sent'), z.boolean()]).optional(),
  counter_status: z.enum(counterStatuses).optional(),
  counter_description: z.string().optional(),
  /** A creator's promotion (`promotionId` until the fan accepts; `reqId` once the accepted request exists). */
  is_promotion: z.boolean().optional(),
  promotionId: z.string().optional(),
} as const;

/** A request as its fan and creator see it; money in dollars. */
export const serviceRequestSchema = z.object({
  _id: z.string(),
  type: z.enum(requestTypes),
  status: z.number().int(),
  fan_id: z.string(),
  creator_id: z.string(),
  service_id: z.string(),
  service_name: z.string(),
  initial_price: z.number(),
  price: z.number(),
  duration: z.number().nullable(),
  request_note: z.string().nullable(),
  rating_type: z.enum(ratingTypes).nullable(),
  media: z.array(requestMediaViewSchema),
  details: z.string().nullable(),
  delivery_media: z.array(requestMediaViewSchema),
  counter_offer_price: z.number().nullable(),
  counter_description: z.string().nullable(),
  counter_status: z.enum(counterStatuses).nullable(),
  is_free_service: z.boolean(),
  started_at: z.string().nullable(),
  extra_data: z.object({ duration: z.number().nullable() }),
  /** The viewer's call token, keyed by their user id, once a call is accepted. */
  token: z.record(z.string(), z.string()),
  message_id: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

export const requestLedgerEntrySchema = z.object({
  transaction_id: z.string(),
  kind: z.enum(['request', 'counter']),
  status: z.string(),
  amount: z.number(),
  total_amount_with_tax: z.number(),
  created_at: z.string(),
});
export type RequestLedgerEntry = z.infer<typeof requestLedgerEntrySchema>;

type PricedService = Pick<Service, 'type' | 'price' | 'has_discount' | 'discount' | 'fixed_price' | 'min_price' | 'service_type' | 'duration'>;
type Proposal = { proposed_duration?: number; proposed_amount?: number };

/**
 * What a request costs, in cents, and how long a call lasts, in seconds (spec section 9): a flexible
 * service takes the fan's amount (at least its min price); a per-minute call the minutes × the price a
 * minute (the offer price while it runs); a fixed-duration call or any fixed service its price.
 */
export function requestPrice(service: PricedService, proposal: Proposal, at = new Date()): { ok: true; cents: number; durationSeconds: number | null } | { ok: false; field: string; message: string } {
  const call = service.type === 'VOICE' || service.type === 'VIDEO';
  if (!service.fixed_price) {
    if (proposal.proposed_amount === undefined) return { ok: false, field: 'proposed_amount', message: requestMessages.amountRequired };
    if (proposal.proposed_amount < (service.min_price ?? 0)) return { ok: false, field: 'proposed_amount', message: requestMessages.amountBelowMin };
  }
  if (call && service.service_type === 'per_minute') {
    const minutes = proposal.proposed_duration;
    if (minutes === undefined) return { ok: false, field: 'proposed_duration', message: requestMessages.durationRequired };
    if (minutes > CALL_MINUTES_INPUT_MAX) {
      return { ok: false, field: 'proposed_duration', message: service.type === 'VOICE' ? requestMessages.voiceDurationMaximum : requestMessages.durationMaximum };
    }
    const cents = service.fixed_price ? minutes * toCents(effectivePrice(service, at)) : toCents(proposal.proposed_amount!);
    return { ok: true, cents, durationSeconds: minutes * 60 };
  }
  const cents = service.fixed_price ? toCents(effectivePrice(service, at)) : toCents(proposal.proposed_amount!);
  return { ok: true, cents, durationSeconds: call ? service.duration : null };
}

/** What sending a request or accepting a counter answers: the payment, and the request once paid (null while a card or bank payment is pending). */
export const paidRequestSchema = z.object({ transaction: transactionSchema.nullable(), request: serviceRequestSchema.nullable() });

/**
 * The promotion price (spec section 9): the offered amount, else the discount value times duration/60
 * for calls (a 60-second default), else the price; in dollars.
 */
export function promotionPrice(service: Pick<Service, 'type' | 'price' | 'has_discount' | 'discount'>, offer: { offered_amount?: number; duration?: number }): number {
  if (offer.offered_amount !== undefined) return offer.offered_amount;
  const call = service.type === 'VOICE' || service.type === 'VIDEO';
  if (call && service.has_discount && service.discount) return Math.round(service.discount.discount_value * ((offer.duration ?? 60) / 60) * 100) / 100;
  return service.price;
}

/** A creator's promotion of one of their VOICE, VIDEO, RATING or CUSTOM-SERVICE services to a fan; duration in seconds. */
export const promotionInputSchema = z.strictObject({
  target_user: z.uuid(),
  service_id: z.uuid(),
  is_promotion: z.literal(true).default(true),
  offered_amount: dollarsSchema({ required: requestMessages.amountRequired }).refine((amount) => amount > 0, requestMessages.amountRequired).optional(),
  request_note: noteSchema,
  extra_data: z.strictObject({ duration: z.number().int().positive().max(CALL_MINUTES_SCHEMA_MAX * 60, requestMessages.durationMaximum).optional() }).default({}),
});
export type PromotionInput = z.input<typeof promotionInputSchema>;

/** The fan accepts a promotion by paying its price: the wallet by default, a saved card or iDEAL. */
export const promotionAcceptSchema = z
  .strictObject({ payment_mode: paymentModeSchema.default('wallet'), tokenised_card_id: z.uuid().optional() })
  .superRefine(requireCardForCardMode);
export type PromotionAcceptInput = z.input<typeof promotionAcceptSchema>;

export const promotionStatuses = ['sent', 'accepted', 'declined'] as const;

/** A promotion as its creator and fan see it; price in dollars, duration in seconds. */
export const promotionSchema = z.object({
  _id: z.string(),
  creator_id: z.string(),
  fan_id: z.string(),
  service_id: z.string(),
  type: z.enum(requestTypes),
  price: z.number(),
  duration: z.number().nullable(),
  request_note: z.string().nullable(),
  status: z.enum(promotionStatuses),
  request_id: z.string().nullable(),
  message_id: z.string().nullable(),
  created_at: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** What accepting a promotion answers: the payment, the promotion, and the accepted request once paid (null while a card or bank payment is pending). */
export const promotionAcceptedSchema = z.object({ transaction: transactionSchema, promotion: promotionSchema, request: serviceRequestSchema.nullable() });

/** The "Requests" inbox: the requests a user sent (as a fan) or received (as a creator), newest first. */
export const requestsInboxQuerySchema = z.strictObject({ box: z.enum(['sent', 'received']).default('sent') });
export const REQUESTS_INBOX_LIMIT = 50;

/** What each request status reads as in the inbox (0 waiting, 1 accepted, 2 declined, 3 expired unanswered, 4 a call whose time ran out). */
export const requestStatusLabels: Record<number, string> = { 0: 'New', 1: 'Accepted', 2: 'Declined', 3: 'Expired', 4: 'Ended' };
