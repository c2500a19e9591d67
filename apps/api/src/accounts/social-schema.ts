import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/** A social identity (provider and its subject) linked to an account: signing in with it signs in that account. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text().notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The email the provider gave when the identity was linked. */
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] }), index('social_identities_user_idx').on(table.userId)],
);

/**
 * A social sign-in under way: the state sent to the provider (only its hash) and the PKCE verifier
 * (encrypted), taken once by the callback and short-lived.
 */
export const socialSignInStates = pgTable('social_sign_in_states', {
  stateHash: text().primaryKey(),
  provider: text().notNull(),
  codeVerifier: text().notNull(),
  userType: text(),
  /** The referral the sign-up link carried (referred_by, the campaign's cash id), kept for a sign-up at the callback. */
  referral: jsonb().$type<{ referred_by?: string; velvet_cash_id?: string }>(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
