import type { ConsumableKind } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/** An on-demand plan the platform sells: what it gives (`for`) and its picture; seeded by the migration. */
export const consumablePlans = pgTable(
  'consumable_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    for: text().$type<ConsumableKind>().notNull(),
    mediaPath: text().notNull(),
    position: integer().notNull(),
  },
  (table) => [uniqueIndex('consumable_plans_for_key').on(table.for)],
);

/** A package of a plan: so many of its consumable for a price. */
export const consumablePackages = pgTable(
  'consumable_packages',
  {
    id: uuid().primaryKey().defaultRandom(),
    planId: uuid()
      .notNull()
      .references(() => consumablePlans.id, { onDelete: 'cascade' }),
    priceCents: integer().notNull(),
    quantity: integer().notNull(),
    position: integer().notNull(),
  },
  (table) => [index('consumable_packages_plan_idx').on(table.planId, table.position), check('consumable_packages_positive', sql`${table.priceCents} > 0 and ${table.quantity} > 0`)],
);

/** What a user has left of each consumable; the check keeps it from ever going below zero. */
export const consumableBalances = pgTable(
  'consumable_balances',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<ConsumableKind>().notNull(),
    remaining: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] }), check('consumable_balances_not_negative', sql`${table.remaining} >= 0`)],
);
