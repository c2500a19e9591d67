import type { Event, Ticket } from '@velvet/contracts';
import { toDollars } from '@velvet/contracts';
import type { EventRow, TicketRow } from './repo.ts';

export type UserRef = { _id: string; username: string; avatar: string | null };
export type ViewerFacts = { isOwner: boolean; canAttend: boolean; ticketId: string | null };

const unknownUser = (id: string): UserRef => ({ _id: id, username: 'unknown', avatar: null });

export function mapEvent(row: EventRow, creator: UserRef | undefined, viewer: ViewerFacts): Event {
  return {
    _id: row.id,
    creator: creator ?? unknownUser(row.creatorId),
    title: row.title,
    description: row.description,
    cover: row.cover,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    time_zone: row.timeZone,
    mode: row.mode,
    // Where to go is for those who may come: the creator and ticket holders.
    location: viewer.isOwner || viewer.ticketId ? row.location : null,
    capacity: row.capacity,
    seats_left: Math.max(0, row.capacity - row.seatsTaken),
    price: toDollars(row.priceCents),
    audience: row.audience,
    channel_id: row.channelId,
    list_id: row.listId,
    status: row.status,
    is_owner: viewer.isOwner,
    can_attend: viewer.canAttend,
    my_ticket_id: viewer.ticketId,
  };
}

export function mapTicket(ticket: TicketRow, event: EventRow, holder: UserRef | undefined, qr: string | null = null): Ticket {
  return {
    _id: ticket.id,
    event_id: event.id,
    event_title: event.title,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    time_zone: event.timeZone,
    event_status: event.status,
    holder: holder ?? unknownUser(ticket.holderId),
    code: ticket.code,
    qr,
    status: ticket.status,
    checked_in_at: ticket.checkedInAt?.toISOString() ?? null,
    transaction_id: ticket.transactionId,
    created_at: ticket.createdAt.toISOString(),
  };
}
