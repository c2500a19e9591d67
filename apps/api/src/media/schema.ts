import type { MediaType } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { posts } from '../posts/schema.ts';
import { stories } from '../stories/schema.ts';

/**
 * A photo or video uploaded for a post or story. The original (and a video's poster frame) live in
 * private storage, served only through signed URLs; `previewUrl` is a small blurred public image.
 * It belongs to nothing until a post or story takes it, and then to exactly one.
 */
export const media = pgTable(
  'media',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<MediaType>().notNull(),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    bytes: integer().notNull(),
    posterKey: text(),
    previewUrl: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    durationSeconds: real(),
    /** A video's quality label from its source's longer side (4K, 2K, FHD, HD, SD); null for other media. */
    quality: text(),
    postId: uuid().references(() => posts.id, { onDelete: 'cascade' }),
    storyId: uuid().references(() => stories.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_post_idx').on(table.postId, table.position).where(sql`${table.postId} is not null`),
    index('media_story_idx').on(table.storyId).where(sql`${table.storyId} is not null`),
    check('media_one_parent', sql`${table.postId} is null or ${table.storyId} is null`),
  ],
);

/**
 * A resumable upload in progress: a file going up in parts straight to private storage (S3 multipart
 * semantics), owned by its uploader until its completion turns it into a `media` row (`mediaId`).
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    uploadId: text().primaryKey(),
    key: text().notNull().unique(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<'image' | 'video'>().notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    partSize: integer().notNull(),
    mediaId: uuid().references(() => media.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_uploads_owner_idx').on(table.ownerId, table.createdAt), check('media_uploads_size', sql`${table.size} > 0 and ${table.partSize} > 0`)],
);
