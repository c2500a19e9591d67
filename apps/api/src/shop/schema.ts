import type { OrderStatus } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { transactions } from '../transactions/schema.ts';

/**
 * A creator's product. Money in cents; `quantity` is the stock left, taken by a conditional update in
 * the purchase's own transaction (the check keeps it from ever going below zero). A product with orders
 * is deleted softly (`deletedAt`) because its orders point at it.
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    media: jsonb().$type<string[]>().notNull(),
    brand: text().notNull().default(''),
    category: text().notNull(),
    customCategory: text(),
    description: text().notNull().default(''),
    colors: jsonb().$type<string[]>().notNull().default([]),
    sizes: jsonb().$type<string[]>().notNull().default([]),
    sellType: text().$type<'Physical' | 'Digital'>().notNull().default('Physical'),
    isPublic: boolean().notNull().default(true),
    priceCents: integer().notNull(),
    quantity: integer().notNull(),
    sold: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shop_products_creator_idx').on(table.creatorId, table.createdAt),
    check('shop_products_quantity_not_negative', sql`${table.quantity} >= 0`),
    check('shop_products_price_positive', sql`${table.priceCents} > 0`),
  ],
);

export type OrderAddress = { label: string; flat: string; street: string; city: string; state: string; zip_code: string; country: string; phone_number: string };

/** One paid purchase of a product, written by the settling transaction; a refund cancels it. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id),
    productId: uuid()
      .notNull()
      .references(() => shopProducts.id),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    qty: integer().notNull(),
    color: text(),
    size: text(),
    unitPriceCents: integer().notNull(),
    address: jsonb().$type<OrderAddress>().notNull(),
    status: text().$type<OrderStatus>().notNull().default('Placed'),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_orders_transaction_key').on(table.transactionId),
    index('shop_orders_buyer_idx').on(table.buyerId, table.createdAt),
    index('shop_orders_seller_idx').on(table.sellerId, table.createdAt),
  ],
);

export const shopOrderComments = pgTable(
  'shop_order_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text().notNull(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('shop_order_comments_order_idx').on(table.orderId, table.createdAt)],
);
