import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationData, NotificationType } from '@velvet/contracts';
import { users } from '../accounts/schema.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<NotificationType>().notNull(),
    message: text().notNull(),
    data: jsonb().$type<NotificationData>().notNull().default({}),
    seenAt: timestamp({ withTimezone: true }),
    // Millisecond precision, so the page cursor round-trips through a JavaScript date exactly.
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_page_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('notifications_user_unseen_idx').on(table.userId).where(sql`${table.seenAt} IS NULL`),
  ],
);

/** A browser that opted in to Web Push: one row per push endpoint, which belongs to the user who last subscribed it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
