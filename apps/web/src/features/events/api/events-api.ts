import {
  eventSchema,
  eventsListSchema,
  ticketPurchaseSchema,
  ticketSchema,
  ticketsListSchema,
  type BuyTicketInput,
  type BuyTicketV2Input,
  type EventInput,
} from '@velvet/contracts';
import { IDEMPOTENCY_KEY_HEADER, apiClient } from '@/shared/api';

export type EventsScope = { creatorId: string } | { channelId: string } | { feed: true };

const listPath = (scope: EventsScope) =>
  'feed' in scope ? '/api/events/feed' : 'creatorId' in scope ? `/api/events?creator_id=${encodeURIComponent(scope.creatorId)}` : `/api/events?channel_id=${encodeURIComponent(scope.channelId)}`;

export const listEvents = (scope: EventsScope, signal?: AbortSignal) => apiClient.request({ path: listPath(scope), signal, schema: eventsListSchema });

export const getEvent = (id: string, signal?: AbortSignal) => apiClient.request({ path: `/api/events/${encodeURIComponent(id)}`, signal, schema: eventSchema });

export const createEvent = (input: EventInput) => apiClient.request({ path: '/api/events', method: 'POST', body: input, schema: eventSchema });

export const cancelEvent = (id: string) => apiClient.request({ path: `/api/events/${encodeURIComponent(id)}/cancel`, method: 'POST', schema: eventSchema });

export const buyTicket = ({ eventId, input, idempotencyKey }: { eventId: string; input: BuyTicketInput; idempotencyKey: string }) =>
  apiClient.request({
    path: `/api/events/${encodeURIComponent(eventId)}/tickets`,
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: ticketPurchaseSchema,
  });

/** The v2 variant (the skrill flag): paid on the hosted wallet's page, whose address the answer's transaction carries. */
export const buyTicketV2 = ({ eventId, input, idempotencyKey }: { eventId: string; input: BuyTicketV2Input; idempotencyKey: string }) =>
  apiClient.request({
    path: `/api/v2/events/${encodeURIComponent(eventId)}/tickets`,
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: ticketPurchaseSchema,
  });

export const myTickets = (signal?: AbortSignal) => apiClient.request({ path: '/api/events/my-tickets', signal, schema: ticketsListSchema });

export const eventTickets = (eventId: string, signal?: AbortSignal) =>
  apiClient.request({ path: `/api/events/${encodeURIComponent(eventId)}/tickets`, signal, schema: ticketsListSchema });

export const checkIn = ({ eventId, code }: { eventId: string; code: string }) =>
  apiClient.request({ path: `/api/events/${encodeURIComponent(eventId)}/check-in`, method: 'POST', body: { code }, schema: ticketSchema });
