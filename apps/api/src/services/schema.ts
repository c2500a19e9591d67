import type { CallServiceType, ChatFeeType, ServiceType } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { transactions } from '../transactions/schema.ts';

/**
 * A creator's service. Money in cents, the duration in seconds. A deleted service keeps its row
 * (`deletedAt`) because purchases and transactions point at it. The default chat fees are made once per
 * creator (the partial unique index), so concurrent first reads cannot make them twice.
 */
export const services = pgTable(
  'services',
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<ServiceType>().notNull(),
    name: text().notNull(),
    includes: text(),
    note: text(),
    avatar: text(),
    durationSeconds: integer(),
    serviceType: text().$type<CallServiceType>(),
    chatFeeType: text().$type<ChatFeeType>(),
    isActive: boolean().notNull().default(true),
    isDefault: boolean().notNull().default(false),
    modified: boolean().notNull().default(false),
    fixedPrice: boolean().notNull().default(true),
    priceCents: integer().notNull().default(0),
    minPriceCents: integer(),
    hasDiscount: boolean().notNull().default(false),
    discountCents: integer(),
    discountExpiresOn: date({ mode: 'string' }),
    unit: integer(),
    amountOfMessages: integer(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('services_creator_idx').on(table.creatorId, table.createdAt),
    uniqueIndex('services_one_default_chat_fee').on(table.creatorId, table.chatFeeType).where(sql`${table.isDefault}`),
    check('services_price_not_negative', sql`${table.priceCents} >= 0`),
  ],
);

/** A fan's interest in a service that cannot be bought yet: once per fan and service. */
export const serviceInterests = pgTable(
  'service_interests',
  {
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    fanId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.serviceId, table.fanId] })],
);

/**
 * A bought chat fee, written by the settling transaction of its purchase. `expiresAt` is null for a
 * one-off fee; `availableMessages` is set only for a PerMessage fee and counts down as the fan writes.
 * A refund sets `revokedAt`, which ends the access.
 */
export const chatFeePurchases = pgTable(
  'chat_fee_purchases',
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id),
    boughtAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }),
    availableMessages: integer(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_fee_purchases_transaction_key').on(table.transactionId),
    index('chat_fee_purchases_buyer_creator_idx').on(table.buyerId, table.creatorId),
    check('chat_fee_purchases_messages_not_negative', sql`${table.availableMessages} >= 0`),
  ],
);
