import {
  CALL_MINUTES_INPUT_MAX,
  displayStatus,
  fileProblem,
  REQUEST_FILES_MAX,
  requestInputSchema,
  requestMessages,
  requestPrice,
  toDollars,
  type MessageMeta,
  type Notification,
  type RatingType,
  type RequestInput,
  type RequestMedia,
  type RequestType,
  type Service,
  type Transaction,
  VOICE_MINUTES_INPUT_MAX,
} from '@velvet/contracts';

/** The modal each requestable service opens. */
export const requestTitles: Record<RequestType, string> = {
  VOICE: 'Voice Call request',
  VIDEO: 'Video request',
  RATING: 'Rating Request',
  'CUSTOM-SERVICE': 'Custom Request',
};

/** What the request form holds: minutes, dollars, the note, a rating type, the uploaded files. */
export type RequestFormValues = { minutes: number | ''; amount: number | ''; note: string; ratingType: RatingType | null; media: RequestMedia[] };

export const initialRequestValues = (service: Service): RequestFormValues => ({
  minutes: service.service_type === 'fixed_duration' && service.duration ? service.duration / 60 : 2,
  amount: service.fixed_price ? '' : (service.min_price ?? ''),
  note: '',
  ratingType: null,
  media: [],
});

/** Which inputs the form shows for this service: a fixed-duration call locks the duration, a fixed price the amount. */
/** Where the minutes input stops: a voice request at 1000 (its 720 cap is then a message), a video request at 720. */
export const minutesInputMax = (service: Pick<Service, 'type'>) => (service.type === 'VOICE' ? VOICE_MINUTES_INPUT_MAX : CALL_MINUTES_INPUT_MAX);

export const requestFields = (service: Service) => ({
  minutes: (service.type === 'VOICE' || service.type === 'VIDEO') && service.service_type === 'per_minute',
  amount: !service.fixed_price,
  rating: service.type === 'RATING',
  files: service.type === 'RATING' || service.type === 'CUSTOM-SERVICE',
  note: true,
});

type Checked = { ok: true; payload: RequestInput; priceCents: number } | { ok: false; problems: Record<string, string> };

/** The form's values checked by the same schema and price rule as the server; answers the payload (without payment) and its price. */
export function checkRequest(service: Service, values: RequestFormValues, payment: Pick<RequestInput, 'payment_mode' | 'tokenised_card_id'>): Checked {
  const fields = requestFields(service);
  const payload: RequestInput = {
    type: service.type as RequestType,
    target_user: service.user_id,
    service_id: service._id,
    ...(fields.minutes && values.minutes !== '' && { proposed_duration: values.minutes }),
    ...(fields.amount && values.amount !== '' && { proposed_amount: values.amount }),
    request_note: values.note.trim() || undefined,
    media: values.media,
    extra_data: fields.rating && values.ratingType ? { rating_type: values.ratingType } : {},
    ...payment,
    traceable_data: { entity: 'service', ref: service._id },
  };
  const problems: Record<string, string> = {};
  const parsed = requestInputSchema.safeParse(payload);
  if (!parsed.success) for (const issue of parsed.error.issues) problems[issue.path.join('.')] ??= issue.message;
  if (fields.minutes && values.minutes === '') problems.proposed_duration ??= requestMessages.durationRequired;
  const price = requestPrice(service, { proposed_duration: payload.proposed_duration, proposed_amount: payload.proposed_amount });
  if (!price.ok) problems[price.field] ??= price.message;
  if (Object.keys(problems).length || !price.ok) return { ok: false, problems };
  return { ok: true, payload, priceCents: price.cents };
}

/** The price the form shows, in dollars, or null while the inputs do not make one. */
export function shownPrice(service: Service, values: RequestFormValues): number | null {
  const price = requestPrice(service, { proposed_duration: values.minutes === '' ? undefined : values.minutes, proposed_amount: values.amount === '' ? undefined : values.amount });
  return price.ok ? toDollars(price.cents) : null;
}

/** Files picked for a request: media only and within the size limits, at most 3 in all. */
export function pickedFilesProblem(files: { type: string; size: number }[], alreadyAttached: number): string | null {
  if (alreadyAttached + files.length > REQUEST_FILES_MAX) return requestMessages.tooManyFiles;
  for (const file of files) {
    const problem = fileProblem(file);
    if (problem) return problem;
  }
  return null;
}

/** What the dialog does with the answer: done, a card still charging, the bank's page, the hosted wallet's page (v2), or failed. */
export function requestOutcome(transaction: Transaction): 'sent' | 'processing' | 'bank' | 'wallet-page' | 'failed' {
  const status = displayStatus(transaction.status);
  if (status === 'failed') return 'failed';
  if (status === 'success') return 'sent';
  if (transaction.method === 'skrill') return 'wallet-page';
  return transaction.method === 'iDEAL' ? 'bank' : 'processing';
}

/**
 * What a pushed notification says of the request payment a dialog waits for ('A Call-And-Rating-Request
 * notification with status success closes the dialog; failed shows an error'); null when it is about something else.
 */
export function awaitedRequestOutcome(notification: Pick<Notification, 'type' | 'data'>, transactionId: string): 'success' | 'failed' | null {
  if (notification.type !== 'Call-And-Rating-Request' || notification.data.transaction_id !== transactionId) return null;
  if (notification.data.status === 'success' || notification.data.status === 'failed') return notification.data.status;
  return null;
}

/** The spec's words for a refused request: a short wallet as the server says, a rating's own failure, else the server's message or the general one. */
export function requestErrorMessage(type: RequestType, serverMessage: string | null): string {
  if (serverMessage === requestMessages.insufficientBalance) return serverMessage;
  if (type === 'RATING') return requestMessages.ratingFailed;
  return serverMessage ?? requestMessages.failed;
}

export const successMessage = (type: RequestType) => (type === 'RATING' ? requestMessages.ratingSent : requestMessages.sentTitle);

/** The label of a request message: 'New' while it waits, then 'Accepted' or 'Declined'. */
export function requestLabel(meta: MessageMeta): 'New' | 'Accepted' | 'Declined' | null {
  if (meta.requestAccept === 'sent') return 'New';
  if (meta.requestAccept === true) return 'Accepted';
  if (meta.requestAccept === false) return 'Declined';
  return null;
}

/** Seconds left of a call started at `startedAt` lasting `durationSeconds`, never below zero. */
export const secondsLeft = (startedAt: string, durationSeconds: number, now = Date.now()) => Math.max(0, Math.ceil((new Date(startedAt).getTime() + durationSeconds * 1000 - now) / 1000));

export const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
