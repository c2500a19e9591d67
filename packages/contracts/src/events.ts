import { z } from 'zod';
import { dollarsSchema } from './money.ts';
import { paymentModeSchema, requireCardForCardMode } from './payment-method.ts';
import { transactionSchema } from './transactions.ts';

/** The events' messages: the spec is silent on events' screens, so these are ours. */
export const eventMessages = {
  titleRequired: 'Title is required',
  titleMaximum: 'Title must be at most 100 characters',
  descriptionMaximum: 'Description must be at most 2000 characters',
  startRequired: 'Start time is required',
  endAfterStart: 'The event must end after it starts',
  startInFuture: 'The event must start in the future',
  timeZoneInvalid: 'Choose a valid time zone',
  capacityInvalid: 'Capacity must be a whole number from 1 to 10,000',
  capacityBelowSold: (sold: number) => `${sold} tickets are already sold: capacity cannot be lower`,
  priceRequired: 'Ticket price is required',
  priceRange: 'Ticket price must be free or from $1 to $10,000',
  locationRequired: 'Location is required for an event in person',
  channelRequired: 'Choose the channel whose subscribers may attend',
  listRequired: 'Choose the custom list whose members may attend',
  channelNotFound: 'Channel not found',
  listNotFound: 'Custom list not found',
  coverNotUploaded: 'Upload the cover picture first',
  notFound: 'Event not found',
  notOwner: 'Only the event creator can do this',
  cancelled: 'This event was cancelled',
  alreadyCancelled: 'This event is already cancelled',
  started: 'This event has already started',
  soldOut: 'This event is sold out',
  notInAudience: 'This event is only for the audience the creator chose',
  ownEvent: 'You cannot buy a ticket to your own event',
  alreadyHaveTicket: 'You already have a ticket to this event',
  ticketNotFound: 'Ticket not found',
  alreadyCheckedIn: 'This ticket was already checked in',
  otherEvent: 'This ticket is for another event',
  notATicket: 'This QR code is not a ticket',
  codeRequired: 'Ticket code is required',
  created: 'Event created successfully',
  updated: 'Event updated successfully',
  cancelledOk: 'Event cancelled; every ticket is refunded',
  ticketBought: 'Ticket purchased',
  checkedIn: 'Checked in',
  reminderSubject: (title: string) => `Starting soon: ${title}`,
} as const;

export const EVENT_CAPACITY_MAX = 10_000;
export const EVENT_PRICE_MAX = 10_000;
/** Reminders go to every ticket holder this long before the start. */
export const EVENT_REMINDER_MINUTES = 60;

export const eventModes = ['online', 'in_person'] as const;
export const eventAudiences = ['everyone', 'subscribers', 'list'] as const;
export const eventStatuses = ['scheduled', 'cancelled'] as const;
export const ticketStatuses = ['pending', 'valid', 'refunded', 'released'] as const;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const eventFields = z.strictObject({
  title: z.string({ error: eventMessages.titleRequired }).trim().min(1, eventMessages.titleRequired).max(100, eventMessages.titleMaximum),
  description: z.string().trim().max(2000, eventMessages.descriptionMaximum).default(''),
  /** A picture answered by `POST /api/uploads/images?kind=background`, cropped 2:1 by the form. */
  cover: z.string().trim().max(500).nullable().default(null),
  /** Instants (ISO 8601); `time_zone` is the creator's zone the times were entered in. */
  starts_at: z.iso.datetime({ offset: true, error: eventMessages.startRequired }),
  ends_at: z.iso.datetime({ offset: true, error: eventMessages.endAfterStart }),
  time_zone: z.string().max(64).refine(isTimeZone, eventMessages.timeZoneInvalid),
  mode: z.enum(eventModes),
  location: z.string().trim().max(200).nullable().default(null),
  capacity: z.number({ error: eventMessages.capacityInvalid }).int(eventMessages.capacityInvalid).min(1, eventMessages.capacityInvalid).max(EVENT_CAPACITY_MAX, eventMessages.capacityInvalid),
  /** Dollars; 0 is a free event. */
  price: dollarsSchema({ required: eventMessages.priceRequired }).refine((price) => price === 0 || (price >= 1 && price <= EVENT_PRICE_MAX), eventMessages.priceRange),
  audience: z.enum(eventAudiences),
  channel_id: z.uuid().nullable().default(null),
  list_id: z.uuid().nullable().default(null),
});

type EventFieldsOut = z.output<typeof eventFields>;
const checkEvent = (value: Partial<EventFieldsOut>, context: z.RefinementCtx) => {
  if (value.starts_at && value.ends_at && Date.parse(value.ends_at) <= Date.parse(value.starts_at)) {
    context.addIssue({ code: 'custom', path: ['ends_at'], message: eventMessages.endAfterStart });
  }
  if (value.mode === 'in_person' && !value.location) context.addIssue({ code: 'custom', path: ['location'], message: eventMessages.locationRequired });
  if (value.audience === 'subscribers' && !value.channel_id) context.addIssue({ code: 'custom', path: ['channel_id'], message: eventMessages.channelRequired });
  if (value.audience === 'list' && !value.list_id) context.addIssue({ code: 'custom', path: ['list_id'], message: eventMessages.listRequired });
};

/** `POST /api/events`: a new event of the signed-in creator. */
export const eventInputSchema = eventFields.superRefine(checkEvent);
export type EventInput = z.input<typeof eventInputSchema>;

/** `PATCH /api/events/{id}`: any fields; the result is checked whole by the server. */
export const eventPatchSchema = eventFields.partial();
export type EventPatch = z.input<typeof eventPatchSchema>;
export const checkEventWhole = (value: EventFieldsOut) => eventInputSchema.safeParse(value);

export const eventIdParamsSchema = z.strictObject({ id: z.uuid() });

export const eventsQuerySchema = z.strictObject({
  creator_id: z.uuid().optional(),
  channel_id: z.uuid().optional(),
  /** Past events too (newest first) instead of the upcoming ones. */
  past: z.enum(['true', 'false']).optional(),
});

const userRefSchema = z.object({ _id: z.string(), username: z.string(), avatar: z.string().nullable() });

export const eventSchema = z.object({
  _id: z.string(),
  creator: userRefSchema,
  title: z.string(),
  description: z.string(),
  cover: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  mode: z.enum(eventModes),
  /** Shown to the creator and to ticket holders only. */
  location: z.string().nullable(),
  capacity: z.number(),
  seats_left: z.number(),
  price: z.number(),
  audience: z.enum(eventAudiences),
  channel_id: z.string().nullable(),
  list_id: z.string().nullable(),
  status: z.enum(eventStatuses),
  is_owner: z.boolean(),
  /** The viewer is in the audience (and may buy a ticket). */
  can_attend: z.boolean(),
  /** The viewer's valid ticket, if any. */
  my_ticket_id: z.string().nullable(),
});
export type Event = z.infer<typeof eventSchema>;
export const eventsListSchema = z.object({ items: z.array(eventSchema) });

/** `POST /api/events/{id}/tickets`: one ticket for the signed-in fan (payment ignored for a free event). */
export const buyTicketSchema = z
  .strictObject({ payment_mode: paymentModeSchema, tokenised_card_id: z.uuid().optional() })
  .superRefine(requireCardForCardMode);
export type BuyTicketInput = z.input<typeof buyTicketSchema>;

/** The v2 variant (the skrill flag): no payment fields, the hosted wallet's page is the payment. */
export const buyTicketV2Schema = z.strictObject({});
export type BuyTicketV2Input = z.input<typeof buyTicketV2Schema>;

export const ticketSchema = z.object({
  _id: z.string(),
  event_id: z.string(),
  event_title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  event_status: z.enum(eventStatuses),
  holder: userRefSchema,
  /** The code the QR carries and the creator enters at the door; shown to the holder and the creator. */
  code: z.string(),
  /** The code as a QR picture (an SVG data URL), in the holder's own answers; null in the creator's list. */
  qr: z.string().nullable(),
  status: z.enum(ticketStatuses),
  checked_in_at: z.string().nullable(),
  transaction_id: z.string().nullable(),
  created_at: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketsListSchema = z.object({ items: z.array(ticketSchema) });

/** What a bought ticket answers: the ticket once paid (null while a card or iDEAL payment is open), and the checkout's transaction (null for a free ticket). */
export const ticketPurchaseSchema = z.object({
  ticket: ticketSchema.nullable(),
  transaction: transactionSchema.nullable(),
});
export type TicketPurchase = z.infer<typeof ticketPurchaseSchema>;

// Unambiguous letters and digits (no 0/O, 1/I/L): a code read aloud or typed at the door survives.
export const TICKET_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TICKET_CODE_LENGTH = 10;
const ticketCodePattern = new RegExp(`^[${TICKET_CODE_ALPHABET}]{${TICKET_CODE_LENGTH}}$`);

/** The ticket code a scanned QR carries, as the check-in call takes it; null for any other QR. */
export function ticketCodeFrom(text: string): string | null {
  const code = text.trim().toUpperCase();
  return ticketCodePattern.test(code) ? code : null;
}

/** `POST /api/events/{id}/check-in`: the code read from the QR or typed by the creator. */
export const checkInSchema = z.strictObject({
  code: z
    .string({ error: eventMessages.codeRequired })
    .trim()
    .min(1, eventMessages.codeRequired)
    .max(40)
    .transform((code) => code.toUpperCase().replace(/[^A-Z0-9]/g, '')),
});
export type CheckInInput = z.input<typeof checkInSchema>;

/**
 * The online event room on the app's socket: the creator streams to ticket holders over WebRTC (one
 * connection per viewer, offered by the creator), with a chat beside it. A mesh: the creator's upload
 * carries every viewer, so a room holds at most `EVENT_ROOM_VIEWERS_MAX` viewers (docs/calls.md).
 */
export const EVENT_ROOM_VIEWERS_MAX = 8;
/** The room opens this long before the start and closes at the end. */
export const EVENT_ROOM_OPENS_BEFORE_MINUTES = 10;

export const eventRoomEvents = {
  /** Request: enter the room (the creator, or a holder of a valid ticket, while it is open). */
  join: 'event-room:join',
  /** Request: leave the room. */
  leave: 'event-room:leave',
  /** Request and push: an offer, answer or ICE candidate for one socket of the room. */
  signal: 'event-room:signal',
  /** Request and push: a chat line to everyone in the room. */
  chat: 'event-room:chat',
  /** Push: someone entered (with their socket, which the creator offers to). */
  joined: 'event-room:joined',
  /** Push: someone left or dropped. */
  left: 'event-room:left',
} as const;

export const eventRoomMessages = {
  noTicket: 'You need a ticket to enter this room',
  notOpen: `The room opens ${EVENT_ROOM_OPENS_BEFORE_MINUTES} minutes before the start and closes at the end`,
  notOnline: 'This event is not online',
  full: `The room is full (${EVENT_ROOM_VIEWERS_MAX} viewers at most)`,
  notJoined: 'Join the room first',
  notInRoom: 'That person is not in the room',
  chatRequired: 'Write a message',
} as const;

const roomEventId = z.uuid();
export const eventRoomJoinSchema = z.strictObject({ event_id: roomEventId });
export const eventRoomLeaveSchema = eventRoomJoinSchema;
const sdpSignal = (kind: 'offer' | 'answer') => z.strictObject({ event_id: roomEventId, to: z.string().min(1).max(100), kind: z.literal(kind), sdp: z.string().min(1).max(100_000) });
export const eventRoomSignalSchema = z.discriminatedUnion('kind', [
  sdpSignal('offer'),
  sdpSignal('answer'),
  z.strictObject({
    event_id: roomEventId,
    to: z.string().min(1).max(100),
    kind: z.literal('ice'),
    candidate: z.object({ candidate: z.string().max(2000), sdpMid: z.string().max(100).nullable().optional(), sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional() }),
  }),
]);
export type EventRoomSignal = z.infer<typeof eventRoomSignalSchema>;
/** A relayed signal as its one recipient gets it: `from` is the sender's socket. */
export type EventRoomSignalPush = EventRoomSignal & { from: string; from_user: string };

export const eventRoomChatSchema = z.strictObject({ event_id: roomEventId, text: z.string().trim().min(1, eventRoomMessages.chatRequired).max(500) });
export const eventRoomChatPushSchema = z.object({ event_id: z.string(), user_id: z.string(), username: z.string(), text: z.string(), at: z.string() });
export type EventRoomChatPush = z.infer<typeof eventRoomChatPushSchema>;

export const eventRoomMemberSchema = z.object({ socket_id: z.string(), user_id: z.string(), is_host: z.boolean() });
export type EventRoomMember = z.infer<typeof eventRoomMemberSchema>;
/** The answer to a join: who is in (the creator offers to each viewer socket). */
export const eventRoomSessionSchema = z.object({ event_id: z.string(), host_id: z.string(), is_host: z.boolean(), socket_id: z.string(), members: z.array(eventRoomMemberSchema) });
export type EventRoomSession = z.infer<typeof eventRoomSessionSchema>;
export type EventRoomMemberPush = { event_id: string; member: EventRoomMember };
