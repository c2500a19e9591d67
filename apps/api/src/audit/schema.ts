import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin action and every money-moving system job, appended once and never changed: a trigger
 * (migration) refuses UPDATE, DELETE and TRUNCATE whoever sends them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The admin who acted; null for the system (jobs, provider events). No foreign key: the log outlives everything. */
    actorId: uuid(),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    reason: text(),
    before: jsonb(),
    after: jsonb(),
  },
  (table) => [index('audit_log_actor_idx').on(table.actorId, table.id), index('audit_log_target_idx').on(table.targetId, table.id)],
);
