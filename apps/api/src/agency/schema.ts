import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AgencyStatus, ResourcePermission } from '@velvet/contracts';
import { users } from '../accounts/schema.ts';

/** What an AGENCY account shows of itself to the creators it invites. */
export const agencyProfiles = pgTable('agency_profiles', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  agencyName: text().notNull(),
  contactName: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An agency's invitation to a creator and, once accepted, their collaboration: INACTIVE while pending
 * (creatorAction MODIFIED while the agency reviews the creator's terms), ACTIVE, then CANCELLED.
 */
export const agencyCollaborations = pgTable(
  'agency_collaborations',
  {
    id: uuid().primaryKey().defaultRandom(),
    agencyId: uuid()
      .notNull()
      .references(() => users.id),
    creatorId: uuid()
      .notNull()
      .references(() => users.id),
    invitationLetter: text().notNull(),
    status: text().$type<AgencyStatus>().notNull().default('INACTIVE'),
    creatorAction: text().$type<'ACCEPTED' | 'MODIFIED' | 'REJECTED' | 'REVOKED'>(),
    agencyAction: text().$type<'ACCEPTED' | 'DECLINED'>(),
    creatorSharePercent: integer().notNull(),
    agencySharePercent: integer().notNull(),
    messageAgencySharePercent: integer().notNull(),
    isAllAgencyShare: boolean().notNull(),
    resourcePermissions: jsonb().$type<ResourcePermission[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // A creator works with at most one agency at a time, and an agency has one open invitation per creator.
    uniqueIndex('agency_collaborations_one_active').on(table.creatorId).where(sql`${table.status} = 'ACTIVE'`),
    uniqueIndex('agency_collaborations_one_pending').on(table.agencyId, table.creatorId).where(sql`${table.status} = 'INACTIVE'`),
    index('agency_collaborations_agency_idx').on(table.agencyId),
    check('agency_collaborations_status', sql`${table.status} IN ('INACTIVE', 'ACTIVE', 'CANCELLED')`),
    check('agency_collaborations_shares', sql`${table.creatorSharePercent} + ${table.agencySharePercent} = 100 AND ${table.agencySharePercent} BETWEEN 0 AND 50 AND ${table.messageAgencySharePercent} BETWEEN 0 AND 50`),
  ],
);
