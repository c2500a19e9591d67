import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/** A group of creators who sell one collab subscription and split its income by their shares. */
export const collabGroups = pgTable('collab_groups', {
  id: uuid().primaryKey().defaultRandom(),
  ownerId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  about: text().notNull().default(''),
  avatar: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const collabMembers = pgTable(
  'collab_members',
  {
    groupId: uuid()
      .notNull()
      .references(() => collabGroups.id, { onDelete: 'cascade' }),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharePercent: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.creatorId] }), check('collab_members_share_range', sql`${table.sharePercent} between 1 and 100`)],
);
