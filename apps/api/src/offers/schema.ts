import type { OfferAudience } from '@velvet/contracts';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A sign-up offer a link can carry (`?offer={id}`); sign-up records it when it is live and for the chosen type. */
export const signUpOffers = pgTable('sign_up_offers', {
  id: text().primaryKey(),
  title: text().notNull(),
  description: text().notNull(),
  availableTo: text().$type<OfferAudience>().notNull().default('All'),
  expiresAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
