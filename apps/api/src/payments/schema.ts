import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/** The iDEAL payer details a user saved ('iDEAL added successfully!'). */
export const idealDetails = pgTable('ideal_details', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id),
  fName: text().notNull(),
  lName: text().notNull(),
  email: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
