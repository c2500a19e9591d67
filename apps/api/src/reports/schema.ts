import type { ReportedKind, ReportStatus, ReportType } from '@velvet/contracts';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * A user's report of a post, story, profile or channel. `reportedId` points into the domain named by
 * `kind`, so it has no foreign key; the service checks it exists. One report per reporter and item.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<ReportedKind>().notNull(),
    reportedId: uuid().notNull(),
    /** Whose the reported item is (the profile itself for a user), as its domain said at the report: the user page lists reports against them. */
    reportedOwnerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    reportType: text().$type<ReportType>().notNull(),
    description: text().notNull(),
    originalLink: text().notNull().default(''),
    reportedLocation: text(),
    status: text().$type<ReportStatus>().notNull().default('open'),
    resolutionNote: text(),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reports_one_per_reporter_item').on(table.reporterId, table.kind, table.reportedId),
    index('reports_queue').on(table.status, table.createdAt),
    index('reports_reporter_idx').on(table.reporterId, table.createdAt),
    index('reports_owner_idx').on(table.reportedOwnerId, table.createdAt),
  ],
);
