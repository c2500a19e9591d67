import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Content staff took down: while `liftedAt` is null every read path of the item's domain refuses it
 * (through `notHidden`). The owner may appeal once; a restoring decision lifts it.
 */
export const takedowns = pgTable(
  'takedowns',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<'post' | 'story' | 'product' | 'message' | 'profile'>().notNull(),
    itemId: uuid().notNull(),
    ownerId: uuid().notNull(),
    reportId: uuid(),
    reason: text().notNull(),
    hiddenBy: uuid().notNull(),
    hiddenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    appealText: text(),
    appealedAt: timestamp({ withTimezone: true }),
    appealStatus: text().$type<'none' | 'pending' | 'restored' | 'upheld'>().notNull().default('none'),
    decisionNote: text(),
    decidedBy: uuid(),
    liftedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('takedowns_one_active').on(table.kind, table.itemId).where(sql`${table.liftedAt} IS NULL`),
    index('takedowns_owner_idx').on(table.ownerId, table.hiddenAt),
    index('takedowns_appeals_idx').on(table.appealStatus, table.appealedAt),
    check('takedowns_kind', sql`${table.kind} IN ('post', 'story', 'product', 'message', 'profile')`),
    check('takedowns_appeal_status', sql`${table.appealStatus} IN ('none', 'pending', 'restored', 'upheld')`),
  ],
);
