import type { IdDocumentType } from '@velvet/contracts';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * A creator's release-form link for an external creator. `formId` is the unguessable public id in the
 * link; the signer's answers are kept on the row once signed (a signed form is never signed again).
 */
export const releaseForms = pgTable(
  'release_forms',
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formId: text().notNull(),
    friendlyName: text().notNull(),
    email: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The signer's ID document in the private storage, uploaded before signing. */
    idDocumentKey: text(),
    idDocumentType: text().$type<IdDocumentType>(),
    signerLegalName: text(),
    signerDateOfBirth: date({ mode: 'string' }),
    signature: text(),
    signedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('release_forms_form_id_key').on(table.formId), index('release_forms_creator_idx').on(table.creatorId, table.createdAt)],
);
