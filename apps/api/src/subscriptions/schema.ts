import type { PaymentMethod, PlatformPlanId } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { channels, subscriptionPackages } from '../channels/schema.ts';
import { collabGroups } from '../collabs/schema.ts';

export const subscriptionStatuses = ['active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * A user's subscription to a channel, a collab group or a platform plan (Prime, Pro). It entitles
 * from payment until `expiresOn`; a cancelled one runs to its end and is never charged again. The one
 * renewal engine (renewals.ts) works them all from `nextRenewalAttemptAt`.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    fanId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: uuid().references(() => channels.id),
    groupId: uuid().references(() => collabGroups.id),
    packageId: uuid().references(() => subscriptionPackages.id),
    /** A platform plan's id (contracts' `platformPlanIds`); such a subscription has no package. */
    planId: text().$type<PlatformPlanId>(),
    status: text().$type<SubscriptionStatus>().notNull().default('active'),
    priceCents: integer().notNull(),
    /** 'free' for a follow of a free channel: no payment, no renewal, ends when the fan unfollows. */
    paymentMode: text().$type<PaymentMethod | 'free'>().notNull(),
    cardId: uuid(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresOn: timestamp({ withTimezone: true }).notNull(),
    renewalCycle: integer().notNull().default(0),
    failedRenewals: integer().notNull().default(0),
    nextRenewalAttemptAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancellationReason: text(),
    /** The fan's own words when the reason is OTHER. */
    cancellationNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_one_target', sql`num_nonnulls(${table.channelId}, ${table.groupId}, ${table.planId}) = 1`),
    check('subscriptions_package_unless_plan', sql`(${table.packageId} is null) = (${table.planId} is not null)`),
    // One live subscription per fan and channel (or group); an expired one may be followed by a new one.
    uniqueIndex('subscriptions_live_channel_key').on(table.fanId, table.channelId).where(sql`${table.status} <> 'expired' and ${table.channelId} is not null`),
    uniqueIndex('subscriptions_live_group_key').on(table.fanId, table.groupId).where(sql`${table.status} <> 'expired' and ${table.groupId} is not null`),
    index('subscriptions_fan_idx').on(table.fanId, table.expiresOn),
    index('subscriptions_channel_idx').on(table.channelId, table.status),
    uniqueIndex('subscriptions_live_plan_key').on(table.fanId, table.planId).where(sql`${table.status} <> 'expired' and ${table.planId} is not null`),
    index('subscriptions_due_idx').on(table.nextRenewalAttemptAt).where(sql`${table.status} <> 'expired'`),
  ],
);
