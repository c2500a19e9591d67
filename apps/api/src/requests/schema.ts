import type { CounterStatus, RatingType, RequestMedia, RequestType } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import type { PerkUse } from '../perks/repo.ts';
import { services } from '../services/schema.ts';
import { transactions } from '../transactions/schema.ts';

/**
 * A fan's paid request of a creator's service, written by the settling transaction of its purchase
 * (`transactionId`, unique: one request per payment), or a free one a channel subscription's perk paid for. Money in cents, durations in seconds. Status:
 * 0 waiting, 1 accepted, 2 declined, 3 unanswered and expired, 4 a call whose time ran out.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    fanId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    /** The payment; null for a free request, which names the free service unit it took instead (`freeUse`). */
    transactionId: uuid().references(() => transactions.id),
    freeUse: jsonb().$type<PerkUse>(),
    type: text().$type<RequestType>().notNull(),
    status: integer().notNull().default(0),
    initialPriceCents: integer().notNull(),
    priceCents: integer().notNull(),
    durationSeconds: integer(),
    note: text(),
    ratingType: text().$type<RatingType>(),
    media: jsonb().$type<RequestMedia[]>().notNull().default([]),
    details: text(),
    deliveryMedia: jsonb().$type<RequestMedia[]>().notNull().default([]),
    counterPriceCents: integer(),
    counterDescription: text(),
    counterStatus: text().$type<CounterStatus>(),
    messageId: uuid(),
    counterMessageId: uuid(),
    callTokens: jsonb().$type<Record<string, string>>().notNull().default({}),
    respondedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true, precision: 3 }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('service_requests_transaction_key').on(table.transactionId),
    index('service_requests_waiting_idx').on(table.status, table.createdAt),
    // The media route asks, per picture, for a request between two users.
    index('service_requests_pair_idx').on(table.fanId, table.creatorId),
    check('service_requests_status_known', sql`${table.status} between 0 and 4`),
    check('service_requests_paid_or_free', sql`(${table.transactionId} is null) <> (${table.freeUse} is null)`),
  ],
);

/**
 * Every payment of a request: the request itself and any counter-offer difference. `applied` is false
 * for a counter payment that settled after the request was no longer open to it (refunded by the sweep).
 */
export const serviceRequestPayments = pgTable(
  'service_request_payments',
  {
    transactionId: uuid()
      .primaryKey()
      .references(() => transactions.id),
    requestId: uuid()
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    kind: text().$type<'request' | 'counter'>().notNull(),
    applied: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('service_request_payments_request_idx').on(table.requestId)],
);

/**
 * A creator's promotion: one of their services offered to a fan at a price of their own (the request
 * message with `is_promotion`). The fan accepts by paying, which writes the accepted service request
 * (`requestId`) in the settling transaction, or declines. Status: sent, accepted, declined.
 */
export const promotionRequests = pgTable(
  'promotion_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fanId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    type: text().$type<RequestType>().notNull(),
    priceCents: integer().notNull(),
    durationSeconds: integer(),
    note: text(),
    status: text().$type<'sent' | 'accepted' | 'declined'>().notNull().default('sent'),
    messageId: uuid(),
    requestId: uuid().references(() => serviceRequests.id),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('promotion_requests_fan_idx').on(table.fanId, table.createdAt),
    check('promotion_requests_status_known', sql`${table.status} in ('sent', 'accepted', 'declined')`),
    check('promotion_requests_price_positive', sql`${table.priceCents} > 0`),
  ],
);
