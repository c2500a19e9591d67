import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { channels } from '../channels/schema.ts';
import { customLists } from '../lists/schema.ts';
import { transactions } from '../transactions/schema.ts';

/**
 * A creator's event. `seatsTaken` counts pending and valid tickets; it is moved only by conditional
 * updates in the transaction that writes or ends a ticket, and the check keeps it within the capacity,
 * so concurrent buyers can never oversell.
 */
export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    cover: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    timeZone: text().notNull(),
    mode: text().$type<'online' | 'in_person'>().notNull(),
    location: text(),
    capacity: integer().notNull(),
    seatsTaken: integer().notNull().default(0),
    priceCents: integer().notNull(),
    audience: text().$type<'everyone' | 'subscribers' | 'list'>().notNull(),
    channelId: uuid().references(() => channels.id, { onDelete: 'set null' }),
    listId: uuid().references(() => customLists.id, { onDelete: 'set null' }),
    status: text().$type<'scheduled' | 'cancelled'>().notNull().default('scheduled'),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Set by the reminder job when it claims the event, so reminders go out once. */
    remindedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_creator_idx').on(table.creatorId, table.startsAt),
    index('events_starts_idx').on(table.startsAt),
    check('events_seats_within_capacity', sql`${table.seatsTaken} >= 0 AND ${table.seatsTaken} <= ${table.capacity}`),
    check('events_price_not_negative', sql`${table.priceCents} >= 0`),
    check('events_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A fan's seat at an event: `pending` while a card or iDEAL payment is open, `valid` once paid (or at once
 * when free), `refunded` when its purchase was refunded, `released` when the payment failed. A fan holds
 * at most one live (pending or valid) ticket per event.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    holderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: uuid().references(() => transactions.id),
    code: text().notNull(),
    status: text().$type<'pending' | 'valid' | 'refunded' | 'released'>().notNull(),
    checkedInAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('event_tickets_code_key').on(table.code),
    uniqueIndex('event_tickets_transaction_key').on(table.transactionId),
    uniqueIndex('event_tickets_one_live_per_holder').on(table.eventId, table.holderId).where(sql`${table.status} IN ('pending', 'valid')`),
    index('event_tickets_holder_idx').on(table.holderId, table.createdAt),
  ],
);
