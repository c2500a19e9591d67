import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

export const channels = pgTable(
  'channels',
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    username: text().notNull(),
    about: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('channels_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('channels_creator_key').on(table.creatorId),
  ],
);
