import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyTicketInput } from '@velvet/contracts';
import { sessionQueryScope, useActionKeys } from '@/shared/api';
import { moneyKeys } from '@/shared/queries';
import { buyTicket, buyTicketV2, cancelEvent, checkIn, createEvent, eventTickets, getEvent, listEvents, myTickets, type EventsScope } from '../api/events-api';

const eventKeys = {
  all: [sessionQueryScope, 'events'] as const,
  list: (scope: EventsScope) => [sessionQueryScope, 'events', 'list', scope] as const,
  one: (id: string) => [sessionQueryScope, 'events', 'one', id] as const,
  mine: [sessionQueryScope, 'events', 'my-tickets'] as const,
  attendees: (id: string) => [sessionQueryScope, 'events', 'attendees', id] as const,
};

export const useEvents = (scope: EventsScope) => useQuery({ queryKey: eventKeys.list(scope), queryFn: ({ signal }) => listEvents(scope, signal) });

export const useEvent = (id: string) => useQuery({ queryKey: eventKeys.one(id), queryFn: ({ signal }) => getEvent(id, signal) });

export const useMyTickets = () => useQuery({ queryKey: eventKeys.mine, queryFn: ({ signal }) => myTickets(signal) });

export const useAttendees = (eventId: string, enabled: boolean) =>
  useQuery({ queryKey: eventKeys.attendees(eventId), queryFn: ({ signal }) => eventTickets(eventId, signal), enabled });

function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

export function useCreateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: createEvent, onSettled: invalidate });
}

export function useCancelEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: cancelEvent, onSettled: invalidate });
}

export function useCheckIn() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: checkIn, onSettled: invalidate });
}

/** Asks for the v2 ticket call: no payment fields, paid on the hosted wallet's (the skrill-flagged provider's) page. */
export const ON_WALLET_PAGE = 'wallet-page';

/**
 * Buys a ticket, by a payment mode or (without payment fields) on the hosted wallet's page through the v2
 * call; a retry of the same purchase after a lost answer reuses its idempotency key.
 */
export function useBuyTicket(eventId: string) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (input: BuyTicketInput | typeof ON_WALLET_PAGE) => {
      if (input === ON_WALLET_PAGE) return buyTicketV2({ eventId, input: {}, idempotencyKey: keys.keyFor({ eventId, payment: ON_WALLET_PAGE }) });
      return buyTicket({ eventId, input, idempotencyKey: keys.keyFor({ eventId, ...input }) });
    },
    onSettled: (_answer, error) => {
      keys.settle({ error: error ?? undefined });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
    },
  });
}
