import type { CollabRequestStatus } from '@velvet/contracts';
import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { notHidden } from '../moderation/visibility.ts';
import { contentVisibleTo } from '../accounts/profile-visibility.ts';
import { users } from '../accounts/schema.ts';
import { creatorProfiles } from '../creators/schema.ts';
import type { MediaFacts } from '../media/service.ts';
import type { Executor } from '../platform/db/client.ts';
import { postComments, postLikes, posts, postUnlocks } from './schema.ts';
import { transactions } from '../transactions/schema.ts';

export type PostRow = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
export type Cursor = { createdAt: Date; id: string };

/**
 * Which posts a page lists; every page is newest first on (created_at, id). The home feed's two kinds
 * also take the posts for the lists the viewer is on (`listIds`), whoever made them.
 */
export type PostFilter =
  | { kind: 'creators-of-channels'; channelIds: string[]; listIds?: string[] }
  | { kind: 'free'; listIds?: string[] }
  | { kind: 'creator'; creatorId: string }
  | { kind: 'channel'; creatorId: string; channelId: string }
  | { kind: 'hashtag'; tag: string }
  | { kind: 'ids'; ids: string[] };

/** A post with everything its answer needs for one viewer, read in one query. */
export type PostViewRow = {
  id: string;
  creatorId: string;
  text: string;
  visibility: PostRow['visibility'];
  channelId: string | null;
  listId: string | null;
  priceCents: number | null;
  hashtags: string[];
  likeCount: number;
  commentCount: number;
  createdAt: Date;
  username: string;
  avatar: string | null;
  displayName: string;
  channelName: string | null;
  channelUsername: string | null;
  liked: boolean;
  unlocked: boolean;
  collaborators: Array<{ id: string; username: string; percent: number; status: CollabRequestStatus }>;
  media: MediaFacts[];
};

const NOBODY = '00000000-0000-0000-0000-000000000000';
const uuids = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;

/** Who reads the page: a `list` post exists only for its creator, its accepted collaborators and the members of its list. */
export type PageViewer = { id: string | null; listIds: string[] };

function listPostVisibleTo(viewer: PageViewer): SQL {
  if (!viewer.id) return sql`p.visibility <> 'list'`;
  const acceptedCollaborator = sql`p.collaborators @> jsonb_build_array(jsonb_build_object('userId', ${viewer.id}::text, 'status', 'ACCEPTED'))`;
  return sql`(p.visibility <> 'list' or p.creator_id = ${viewer.id} or p.list_id = any(${uuids(viewer.listIds)}) or ${acceptedCollaborator})`;
}

function filterSql(filter: PostFilter): SQL {
  switch (filter.kind) {
    case 'creators-of-channels':
      return sql`p.creator_id = any(array(select c.creator_id from channels c where c.id = any(${uuids(filter.channelIds)})))`;
    case 'free':
      return filter.listIds?.length ? sql`(p.visibility = 'free' or (p.visibility = 'list' and p.list_id = any(${uuids(filter.listIds)})))` : sql`p.visibility = 'free'`;
    case 'creator':
      return sql`p.creator_id = ${filter.creatorId}`;
    case 'channel':
      // The creator narrows it first, so the creator's page index picks the rows.
      return sql`p.creator_id = ${filter.creatorId} and p.channel_id = ${filter.channelId}`;
    case 'hashtag':
      return sql`p.hashtags @> array[${filter.tag}]::text[]`;
    case 'ids':
      return sql`p.id = any(${uuids(filter.ids)})`;
  }
}

/** What a page may show: the rules on a post's creator (given the creator's id column), and those on the post itself with the cursor. */
type PageVisibility = { ofCreator: (creatorId: SQL) => SQL; ofPostAndAfter: SQL };

/**
 * The page's posts, newest first. Several creators' posts (the home feed) are read creator by creator,
 * each the next `limit` of theirs from the creator's page index, then merged: a page deep in a large
 * feed costs what the first one does, where one scan of all their posts would sort every one of them.
 */
function pageRows(filter: PostFilter, { ofCreator, ofPostAndAfter }: PageVisibility, limit: number): SQL {
  // NULLS LAST as the indexes are built (drizzle's desc()), so the index gives the order.
  const newestFirst = sql`order by p.created_at desc nulls last, p.id desc nulls last limit ${limit}`;
  const visibleAndAfter = sql`${ofCreator(sql`p.creator_id`)} and ${ofPostAndAfter}`;
  if (filter.kind === 'creators-of-channels') {
    const creators = sql`select distinct c.creator_id from channels c where c.id = any(${uuids(filter.channelIds)})`;
    // The creator's rules are checked once per creator, outside the scan of their posts: inside, the
    // planner reads them as a join that may keep no row, guesses one row left, and then sorts all the
    // creator's posts before the cursor rather than walking their page index (840 ms at 5 × 5,000 posts).
    const subscribed = sql`select p.* from (${creators}) creator
      cross join lateral (select p.* from posts p where p.creator_id = creator.creator_id and ${ofPostAndAfter} ${newestFirst}) p
      where ${ofCreator(sql`creator.creator_id`)}`;
    if (!filter.listIds?.length) return sql`${subscribed} ${newestFirst}`;
    // Posts for a list the viewer is on, from creators they do not subscribe to (the others' come above).
    const listed = sql`select p.* from posts p where p.visibility = 'list' and p.list_id = any(${uuids(filter.listIds)})
      and p.creator_id <> all(array(${creators})) and ${visibleAndAfter} ${newestFirst}`;
    return sql`select p.* from ((${subscribed} ${newestFirst}) union all (${listed})) p ${newestFirst}`;
  }
  return sql`select p.* from posts p where ${filterSql(filter)} and ${visibleAndAfter} ${newestFirst}`;
}

/**
 * One page of posts with author, channel, collaborators, media and the viewer's like and unlock, in a
 * single statement. The page's rows are chosen first (materialised, so the planner cannot compute the
 * rest for every candidate) by an index on (created_at desc, id desc): per creator, or of the free
 * posts; then the extras are primary-key lookups for those rows only.
 */
export async function pageOfPosts(db: Executor, options: { viewer: PageViewer; filter: PostFilter; cursor?: Cursor; limit: number }): Promise<PostViewRow[]> {
  const viewer = options.viewer.id ?? NOBODY;
  const after = options.cursor ? sql`and (p.created_at, p.id) < (${options.cursor.createdAt.toISOString()}::timestamptz, ${options.cursor.id}::uuid)` : sql``;
  const result = await db.execute<PostViewRow>(sql`
    with page as materialized (${pageRows(
      options.filter,
      {
        ofCreator: (creatorId) => sql`${contentVisibleTo(creatorId, options.viewer.id)} and ${notHidden('profile', creatorId)}`,
        ofPostAndAfter: sql`${listPostVisibleTo(options.viewer)} and ${notHidden('post', sql`p.id`)} ${after}`,
      },
      options.limit,
    )})
    select p.id, p.creator_id as "creatorId", p.text, p.visibility, p.channel_id as "channelId", p.list_id as "listId", p.price_cents as "priceCents",
      p.hashtags, p.like_count as "likeCount", p.comment_count as "commentCount", p.created_at as "createdAt",
      u.username, u.avatar, coalesce(cp.display_name, u.username) as "displayName",
      c.name as "channelName", c.username as "channelUsername",
      exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = ${viewer}) as liked,
      exists (select 1 from post_unlocks k where k.post_id = p.id and k.user_id = ${viewer}) as unlocked,
      coalesce((select json_agg(json_build_object('id', cu.id, 'username', cu.username, 'percent', (e.value->>'percent')::int,
          'status', coalesce(e.value->>'status', 'ACCEPTED')) order by e.ordinality)
        from jsonb_array_elements(p.collaborators) with ordinality e join users cu on cu.id = (e.value->>'userId')::uuid), '[]'::json) as collaborators,
      coalesce((select json_agg(json_build_object('id', m.id, 'type', m.type, 'width', m.width, 'height', m.height,
          'durationSeconds', m.duration_seconds, 'previewUrl', m.preview_url, 'hasPoster', m.poster_key is not null) order by m.position)
        from media m where m.post_id = p.id), '[]'::json) as media
    from page p
    join users u on u.id = p.creator_id
    left join creator_profiles cp on cp.user_id = p.creator_id
    left join channels c on c.id = p.channel_id
    order by p.created_at desc, p.id desc`);
  return result.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

export async function findPost(db: Executor, id: string): Promise<PostRow | undefined> {
  // A post taken down by moderators, or of a hidden profile, is gone for every reader: its page, unlocks, tips and media links.
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), notHidden('post', sql`${posts.id}`), notHidden('profile', sql`${posts.creatorId}`)))
    .limit(1);
  return row;
}

export async function insertPost(db: Executor, row: NewPost): Promise<PostRow> {
  const [inserted] = await db.insert(posts).values(row).returning();
  return inserted!;
}

export const countByCreators = (db: Executor, creatorIds: string[]) =>
  creatorIds.length
    ? db
        .select({ creatorId: posts.creatorId, count: sql<number>`count(*)::int`, likes: sql<number>`coalesce(sum(${posts.likeCount}), 0)::int` })
        .from(posts)
        .where(inArray(posts.creatorId, creatorIds))
        .groupBy(posts.creatorId)
    : Promise.resolve([]);

export async function hasUnlock(db: Executor, userId: string, postId: string): Promise<boolean> {
  const [row] = await db.select({ postId: postUnlocks.postId }).from(postUnlocks).where(and(eq(postUnlocks.userId, userId), eq(postUnlocks.postId, postId))).limit(1);
  return Boolean(row);
}

/** Records a bought post; false when this fan already had it. */
export async function insertUnlock(db: Executor, row: typeof postUnlocks.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(postUnlocks).values(row).onConflictDoNothing().returning({ postId: postUnlocks.postId });
  return inserted.length > 0;
}

/** Takes back the unlock a refunded purchase bought. */
export async function deleteUnlockOf(db: Executor, transactionId: string): Promise<void> {
  await db.delete(postUnlocks).where(eq(postUnlocks.transactionId, transactionId));
}

/** Likes or unlikes, moving the post's count in the same statement's transaction; answers the new state. */
export async function toggleLike(db: Executor, postId: string, userId: string): Promise<{ liked: boolean; likeCount: number }> {
  const added = await db.insert(postLikes).values({ postId, userId }).onConflictDoNothing().returning({ postId: postLikes.postId });
  if (!added.length) await db.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
  const [row] = await db
    .update(posts)
    .set({ likeCount: sql`${posts.likeCount} + ${added.length ? 1 : -1}` })
    .where(eq(posts.id, postId))
    .returning({ likeCount: posts.likeCount });
  return { liked: added.length > 0, likeCount: row!.likeCount };
}

export type CommentViewRow = {
  id: string;
  postId: string;
  authorId: string;
  text: string;
  createdAt: Date;
  username: string;
  avatar: string | null;
  displayName: string;
};

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  authorId: postComments.authorId,
  text: postComments.text,
  createdAt: postComments.createdAt,
  username: users.username,
  avatar: users.avatar,
  displayName: sql<string>`coalesce(${creatorProfiles.displayName}, ${users.username})`,
};

export const pageOfComments = (db: Executor, { postId, cursor, limit }: { postId: string; cursor?: Cursor; limit: number }): Promise<CommentViewRow[]> =>
  db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, postComments.authorId))
    .where(
      and(
        eq(postComments.postId, postId),
        cursor && or(lt(postComments.createdAt, cursor.createdAt), and(eq(postComments.createdAt, cursor.createdAt), lt(postComments.id, cursor.id))),
      ),
    )
    .orderBy(sql`${postComments.createdAt} desc nulls last`, sql`${postComments.id} desc nulls last`)
    .limit(limit);

export async function findCommentView(db: Executor, id: string): Promise<CommentViewRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, postComments.authorId))
    .where(eq(postComments.id, id))
    .limit(1);
  return row;
}

export async function insertComment(db: Executor, row: typeof postComments.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(postComments).values(row).returning({ id: postComments.id });
  await db.update(posts).set({ commentCount: sql`${posts.commentCount} + 1` }).where(eq(posts.id, row.postId));
  return inserted!.id;
}

export async function findComment(db: Executor, id: string) {
  const [row] = await db.select().from(postComments).where(eq(postComments.id, id)).limit(1);
  return row;
}

export async function deleteComment(db: Executor, comment: { id: string; postId: string }): Promise<void> {
  const deleted = await db.delete(postComments).where(eq(postComments.id, comment.id)).returning({ id: postComments.id });
  if (deleted.length) await db.update(posts).set({ commentCount: sql`${posts.commentCount} - 1` }).where(eq(posts.id, comment.postId));
}

/** Tags of posts starting with `prefix`, most used first. */
export async function hashtagsStartingWith(db: Executor, prefix: string, limit: number): Promise<Array<{ tag: string; count: number }>> {
  const result = await db.execute<{ tag: string; count: number }>(sql`
    select tag, count(*)::int as count from posts, unnest(posts.hashtags) as tag
    where tag like ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`}
    group by tag order by count desc, tag limit ${limit}`);
  return result.rows;
}

/** The Idempotency-Key of the purchase that unlocked a post for a fan, or undefined while it is locked. */
export async function unlockKeyOf(db: Executor, userId: string, postId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ key: transactions.idempotencyKey })
    .from(postUnlocks)
    .innerJoin(transactions, eq(transactions.id, postUnlocks.transactionId))
    .where(and(eq(postUnlocks.userId, userId), eq(postUnlocks.postId, postId)))
    .limit(1);
  return row?.key;
}

/**
 * Records the invited creator's answer, in one statement: only their own request, only while it is
 * pending (a concurrent second answer finds it answered and changes nothing). Answers the post's
 * author when it changed something.
 */
export async function answerCollabRequest(db: Executor, options: { postId: string; requestId: string; userId: string; status: 'ACCEPTED' | 'DECLINED' }) {
  const { postId, requestId, userId, status } = options;
  const result = await db.execute<{ creatorId: string }>(sql`
    update posts set collaborators = (
      select jsonb_agg(case when e.value->>'requestId' = ${requestId} then e.value || jsonb_build_object('status', ${status}::text) else e.value end order by e.ordinality)
      from jsonb_array_elements(posts.collaborators) with ordinality e)
    where id = ${postId} and collaborators @> ${JSON.stringify([{ requestId, userId, status: 'PENDING' }])}::jsonb
    returning creator_id as "creatorId"`);
  return result.rows[0];
}

export type CollabRequestRow = {
  requestId: string;
  status: CollabRequestStatus;
  percent: number;
  postId: string;
  text: string;
  visibility: PostRow['visibility'];
  priceCents: number | null;
  creatorId: string;
  username: string;
  avatar: string | null;
  displayName: string;
};

/** The collab requests made to a creator, newest post first (pending ones, or all). */
export async function collabRequestsFor(db: Executor, options: { userId: string; pendingOnly: boolean; limit: number; postId?: string }): Promise<CollabRequestRow[]> {
  const { userId, pendingOnly, limit, postId } = options;
  const invited = JSON.stringify([pendingOnly ? { userId, status: 'PENDING' } : { userId }]);
  const result = await db.execute<CollabRequestRow>(sql`
    select e.value->>'requestId' as "requestId", coalesce(e.value->>'status', 'ACCEPTED') as status, (e.value->>'percent')::int as percent,
      p.id as "postId", p.text, p.visibility, p.price_cents as "priceCents", p.creator_id as "creatorId",
      u.username, u.avatar, coalesce(cp.display_name, u.username) as "displayName"
    from posts p
    cross join lateral jsonb_array_elements(p.collaborators) e
    join users u on u.id = p.creator_id
    left join creator_profiles cp on cp.user_id = p.creator_id
    where p.collaborators @> ${invited}::jsonb and e.value->>'userId' = ${userId} and e.value ? 'requestId'${postId ? sql` and p.id = ${postId}` : sql``}
    order by p.created_at desc, p.id desc
    limit ${limit}`);
  return result.rows;
}
