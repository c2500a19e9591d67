import type { CollabRequestStatus, PostVisibility } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { channels } from '../channels/schema.ts';
import { customLists } from '../lists/schema.ts';
import { transactions } from '../transactions/schema.ts';

/**
 * An invited creator's share of a post's sales. `requestId` names the invitation they answer; entries
 * written before invitations existed carry neither it nor a status and count as accepted.
 */
export type PostCollaborator = { userId: string; percent: number; status?: CollabRequestStatus; requestId?: string };

/** A share applies only once its collaborator accepted. */
export const isAcceptedCollaborator = (collaborator: Pick<PostCollaborator, 'status'>) => (collaborator.status ?? 'ACCEPTED') === 'ACCEPTED';

/**
 * A creator's post. `channelId` is set for `subscribers`, `priceCents` for `paid`, `listId` for `list`
 * (a deleted list leaves its posts to their creator alone: nobody else is on a list that is gone). Likes and comments
 * are counted on the row (moved in the same transaction as the like or comment) so a page reads them
 * without aggregating. Times have millisecond precision so a page cursor round-trips through a JS date.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull().default(''),
    visibility: text().$type<PostVisibility>().notNull().default('free'),
    channelId: uuid().references(() => channels.id),
    priceCents: integer(),
    listId: uuid().references(() => customLists.id, { onDelete: 'set null' }),
    collaborators: jsonb().$type<PostCollaborator[]>().notNull().default([]),
    hashtags: text().array().notNull().default(sql`'{}'::text[]`),
    likeCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('posts_creator_page_idx').on(table.creatorId, table.createdAt.desc(), table.id.desc()),
    index('posts_free_page_idx').on(table.createdAt.desc(), table.id.desc()).where(sql`${table.visibility} = 'free'`),
    index('posts_hashtags_idx').using('gin', table.hashtags),
    index('posts_list_page_idx').on(table.listId, table.createdAt.desc(), table.id.desc()).where(sql`${table.visibility} = 'list'`),
    check('posts_visibility_fields', sql`(${table.visibility} = 'free' and ${table.channelId} is null and ${table.priceCents} is null)
      or (${table.visibility} = 'subscribers' and ${table.channelId} is not null and ${table.priceCents} is null)
      or (${table.visibility} = 'paid' and ${table.channelId} is null and ${table.priceCents} >= 99)
      or (${table.visibility} = 'list' and ${table.channelId} is null and ${table.priceCents} is null)`),
    check('posts_list_only_for_list', sql`${table.visibility} = 'list' or ${table.listId} is null`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('post_comments_page_idx').on(table.postId, table.createdAt.desc(), table.id.desc())],
);

/** A bought post: one row per fan and post, written by the settling transaction of its PremiumPost purchase. */
export const postUnlocks = pgTable(
  'post_unlocks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] })],
);
