import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

export const posts = pgTable(
  'posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    image: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('posts_creator_created_idx').on(table.creatorId, table.createdAt.desc())],
);
