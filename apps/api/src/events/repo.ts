import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { contentVisibleTo } from '../accounts/profile-visibility.ts';
import { notHidden } from '../moderation/visibility.ts';
import type { Executor } from '../platform/db/client.ts';
import { events, eventTickets } from './schema.ts';

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type TicketRow = typeof eventTickets.$inferSelect;
export type TicketStatus = TicketRow['status'];

export async function insertEvent(db: Executor, row: NewEvent): Promise<EventRow> {
  const [created] = await db.insert(events).values(row).returning();
  return created!;
}

export async function findEvent(db: Executor, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

export async function lockEvent(db: Executor, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update').limit(1);
  return row;
}

export async function updateEvent(db: Executor, id: string, set: Partial<NewEvent>): Promise<EventRow> {
  const [row] = await db
    .update(events)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(events.id, id))
    .returning();
  return row!;
}

/** Moves a scheduled event to cancelled; undefined when it was cancelled already. */
export async function markCancelled(db: Executor, id: string): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(events.id, id), eq(events.status, 'scheduled')))
    .returning();
  return row;
}

type ListFilter = { creatorIds?: string[]; channelId?: string; past?: boolean; limit: number };

/** Scheduled events not yet ended (soonest first), or past ones (latest first). */
export function listEvents(db: Executor, { creatorIds, channelId, past = false, limit }: ListFilter): Promise<EventRow[]> {
  const where: SQL[] = [eq(events.status, 'scheduled')];
  if (creatorIds) where.push(creatorIds.length ? inArray(events.creatorId, creatorIds) : sql`false`);
  if (channelId) where.push(eq(events.channelId, channelId));
  where.push(past ? lte(events.endsAt, sql`now()`) : gt(events.endsAt, sql`now()`));
  return db
    .select()
    .from(events)
    .where(and(...where))
    .orderBy(past ? desc(events.startsAt) : asc(events.startsAt), asc(events.id))
    .limit(limit);
}

/**
 * Events a crawler may list: scheduled, open to everyone, not yet ended, by a creator whose page is public
 * and not taken down; soonest first.
 */
export async function publicUpcomingEventIds(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.status, 'scheduled'),
        eq(events.audience, 'everyone'),
        gt(events.endsAt, sql`now()`),
        contentVisibleTo(sql`${events.creatorId}`, null),
        notHidden('profile', sql`${events.creatorId}`),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Takes one seat of a scheduled event still on sale; false when none is left (the update is the lock). */
export async function takeSeat(db: Executor, eventId: string): Promise<boolean> {
  const rows = await db
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} + 1` })
    .where(and(eq(events.id, eventId), eq(events.status, 'scheduled'), sql`${events.seatsTaken} < ${events.capacity}`, gt(events.endsAt, sql`now()`)))
    .returning({ id: events.id });
  return rows.length > 0;
}

export async function giveSeat(db: Executor, eventId: string): Promise<void> {
  await db
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} - 1` })
    .where(and(eq(events.id, eventId), gt(events.seatsTaken, 0)));
}

/** Writes a live ticket; undefined when the holder already has one to this event. */
export async function insertTicket(db: Executor, row: typeof eventTickets.$inferInsert): Promise<TicketRow | undefined> {
  const [created] = await db.insert(eventTickets).values(row).onConflictDoNothing().returning();
  return created;
}

/** Moves the ticket of a purchase from one status to another; undefined when it was not in `from`. */
export async function moveTicket(db: Executor, options: { transactionId: string; from: TicketStatus[]; to: TicketStatus }): Promise<TicketRow | undefined> {
  const [row] = await db
    .update(eventTickets)
    .set({ status: options.to })
    .where(and(eq(eventTickets.transactionId, options.transactionId), inArray(eventTickets.status, options.from)))
    .returning();
  return row;
}

export async function ticketOfTransaction(db: Executor, transactionId: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(eventTickets).where(eq(eventTickets.transactionId, transactionId)).limit(1);
  return row;
}

export async function liveTicketOf(db: Executor, eventId: string, holderId: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.eventId, eventId), eq(eventTickets.holderId, holderId), inArray(eventTickets.status, ['pending', 'valid'])))
    .limit(1);
  return row;
}

export async function validTicketIdsOf(db: Executor, eventIds: string[], holderId: string): Promise<Map<string, string>> {
  if (!eventIds.length) return new Map();
  const rows = await db
    .select({ id: eventTickets.id, eventId: eventTickets.eventId })
    .from(eventTickets)
    .where(and(inArray(eventTickets.eventId, eventIds), eq(eventTickets.holderId, holderId), eq(eventTickets.status, 'valid')));
  return new Map(rows.map((row) => [row.eventId, row.id]));
}

/** A holder's tickets with their events, newest first. */
export const ticketsOfHolder = (db: Executor, holderId: string) =>
  db
    .select({ ticket: eventTickets, event: events })
    .from(eventTickets)
    .innerJoin(events, eq(events.id, eventTickets.eventId))
    .where(and(eq(eventTickets.holderId, holderId), inArray(eventTickets.status, ['valid', 'refunded'])))
    .orderBy(desc(eventTickets.createdAt))
    .limit(200);

/** An event's live and refunded tickets, oldest first (the creator's attendee list). */
export const ticketsOfEvent = (db: Executor, eventId: string) =>
  db
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.eventId, eventId), inArray(eventTickets.status, ['valid', 'refunded'])))
    .orderBy(asc(eventTickets.createdAt))
    .limit(EVENT_TICKETS_LIMIT);
const EVENT_TICKETS_LIMIT = 10_000;

/** Checks a valid ticket in once: the conditional update answers it only the first time. */
export async function checkIn(db: Executor, eventId: string, code: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .update(eventTickets)
    .set({ checkedInAt: sql`now()` })
    .where(and(eq(eventTickets.eventId, eventId), eq(eventTickets.code, code), eq(eventTickets.status, 'valid'), isNull(eventTickets.checkedInAt)))
    .returning();
  return row;
}

/** The ticket a code names, at whichever event (codes are unique across events). */
export async function findTicketByCode(db: Executor, code: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(eventTickets).where(eq(eventTickets.code, code)).limit(1);
  return row;
}

/** The purchases still to refund for a cancelled event: valid tickets that were paid for. */
export async function paidValidTicketsOf(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ transactionId: eventTickets.transactionId })
    .from(eventTickets)
    .where(and(eq(eventTickets.eventId, eventId), eq(eventTickets.status, 'valid'), isNotNull(eventTickets.transactionId)));
  return rows.map((row) => row.transactionId!);
}

/** Cancelled events that still hold paid valid tickets (a cancellation cut short, or a payment settled after it). */
export async function cancelledWithPaidTickets(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ eventId: eventTickets.eventId })
    .from(eventTickets)
    .innerJoin(events, eq(events.id, eventTickets.eventId))
    .where(and(eq(events.status, 'cancelled'), eq(eventTickets.status, 'valid'), isNotNull(eventTickets.transactionId)))
    .groupBy(eventTickets.eventId)
    .limit(limit);
  return rows.map((row) => row.eventId);
}

/** Claims the scheduled events starting within `withinMs` whose reminders have not gone out (once each). */
export async function claimDueReminders(db: Executor, at: Date, withinMs: number): Promise<EventRow[]> {
  return db
    .update(events)
    .set({ remindedAt: at })
    .where(
      and(
        eq(events.status, 'scheduled'),
        isNull(events.remindedAt),
        gt(events.startsAt, at),
        lte(events.startsAt, new Date(at.getTime() + withinMs)),
      ),
    )
    .returning();
}

export async function validHolderIdsOf(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ holderId: eventTickets.holderId })
    .from(eventTickets)
    .where(and(eq(eventTickets.eventId, eventId), eq(eventTickets.status, 'valid')));
  return rows.map((row) => row.holderId);
}
