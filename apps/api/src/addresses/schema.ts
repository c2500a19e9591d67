import type { AddressType } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * A user's address book. Exactly one default per user and type: the partial unique index refuses a
 * second, and the service moves the flag under a lock on the user's rows. Orders copy the address
 * they ship to, so an address can be deleted outright.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<AddressType>().notNull().default('Delivery'),
    label: text().notNull(),
    flat: text().notNull().default(''),
    street: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zipCode: text().notNull(),
    country: text().notNull(),
    phoneNumber: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId, table.type, table.createdAt),
    uniqueIndex('addresses_one_default').on(table.userId, table.type).where(sql`${table.isDefault}`),
  ],
);
