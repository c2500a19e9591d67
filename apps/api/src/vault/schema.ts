import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { media } from '../media/schema.ts';

/** A creator's folders in their vault. */
export const vaultFolders = pgTable(
  'vault_folders',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('vault_folders_owner_name_key').on(table.ownerId, sql`lower(${table.name})`)],
);

/**
 * A creator's media library: their private uploads kept for reuse (posts, direct messages, paid and
 * mass messages take copies), each in at most one folder (none: the vault's root).
 */
export const vaultItems = pgTable(
  'vault_items',
  {
    mediaId: uuid()
      .primaryKey()
      .references(() => media.id, { onDelete: 'cascade' }),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: uuid().references(() => vaultFolders.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vault_items_owner_idx').on(table.ownerId, table.createdAt.desc(), table.mediaId)],
);
