import type { BillingAddress } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/** A card saved at the provider: we keep its registration token and display facts, never the number. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    registrationId: text().notNull(),
    fingerprint: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expiryMonth: text().notNull(),
    expiryYear: text().notNull(),
    holder: text().notNull(),
    isDefault: boolean().notNull().default(false),
    billingAddress: jsonb().$type<BillingAddress>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('saved_cards_user_fingerprint_key').on(table.userId, table.fingerprint).where(sql`${table.deletedAt} IS NULL`),
    uniqueIndex('saved_cards_one_default_key').on(table.userId).where(sql`${table.isDefault} AND ${table.deletedAt} IS NULL`),
  ],
);

/**
 * An Add-a-new-card checkout, from the frame link until it is confirmed once. The row is written before
 * the provider is asked, its id sent as the merchant reference, so no checkout exists that we did not record.
 */
export const cardCheckouts = pgTable(
  'card_checkouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The provider's checkout id, once it has answered. */
    checkoutId: text(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    status: text().$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    billingAddress: jsonb().$type<BillingAddress>().notNull(),
    cardId: uuid(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('card_checkouts_user_idx').on(table.userId), uniqueIndex('card_checkouts_checkout_id_key').on(table.checkoutId)],
);
