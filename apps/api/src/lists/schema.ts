import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/** A creator's named list of their fans. */
export const customLists = pgTable(
  'custom_lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('custom_lists_creator_idx').on(table.creatorId, table.createdAt)],
);

export const customListMembers = pgTable(
  'custom_list_members',
  {
    listId: uuid()
      .notNull()
      .references(() => customLists.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.listId, table.userId] })],
);
