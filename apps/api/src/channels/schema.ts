import type { PackageDiscount, ValidityType } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { collabGroups } from '../collabs/schema.ts';

export type ChannelPerk = { icon: string; emoji?: string; value: string };
/** A free service a subscription grants each period; `id` is what a fan names when using it (`free_service_id`). */
export type FreeServicePerk = { id?: string; type: string; unit: number; unit_type: string };

/** A creator's channel: what fans subscribe to. A deleted channel stays until its last subscription ends. */
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
    type: text().notNull().default(''),
    socialHandles: jsonb().$type<Record<string, string>>().notNull().default({}),
    hashtags: text().array().notNull().default(sql`'{}'::text[]`),
    subscriptionType: text().$type<'FREE' | 'PAID'>().notNull().default('PAID'),
    avatar: text(),
    background: text(),
    perks: jsonb().$type<ChannelPerk[]>().notNull().default([]),
    freeServices: jsonb().$type<FreeServicePerk[]>().notNull().default([]),
    services: jsonb().$type<string[]>().notNull().default([]),
    defaultPerks: jsonb().$type<{ free_chats: boolean }>().notNull().default({ free_chats: false }),
    deletionRequestedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('channels_username_key').on(sql`lower(${table.username})`), index('channels_creator_idx').on(table.creatorId)],
);

/** One subscription period offered by a channel or a collab group, with its price and discount. */
export const subscriptionPackages = pgTable(
  'subscription_packages',
  {
    id: uuid().primaryKey().defaultRandom(),
    channelId: uuid().references(() => channels.id, { onDelete: 'cascade' }),
    groupId: uuid().references(() => collabGroups.id, { onDelete: 'cascade' }),
    validityType: text().$type<ValidityType>().notNull(),
    priceCents: integer().notNull(),
    isActive: boolean().notNull().default(true),
    discount: jsonb().$type<PackageDiscount | null>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscription_packages_channel_validity_key').on(table.channelId, table.validityType).where(sql`${table.channelId} is not null`),
    uniqueIndex('subscription_packages_group_validity_key').on(table.groupId, table.validityType).where(sql`${table.groupId} is not null`),
    check('subscription_packages_one_owner', sql`(${table.channelId} is null) <> (${table.groupId} is null)`),
    check('subscription_packages_price_positive', sql`${table.priceCents} >= 0`),
  ],
);
