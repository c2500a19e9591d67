import type { CollabRequest, CollabRequestAnswer, CreatePostInput, LikeState, Lock, Page, Post, PostAuthor } from '@velvet/contracts';
import { COLLABORATORS_MAX, createPostSchema, parseHashtags, postMessages, toCents, toDollars } from '@velvet/contracts';
import type { z } from 'zod';
import type { AccountsService } from '../accounts/service.ts';
import type { ChannelsService } from '../channels/service.ts';
import type { MediaService } from '../media/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { VaultService } from '../vault/index.ts';
import { inTransaction } from '../platform/db/transaction.ts';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database, Executor } from '../platform/db/client.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { isListMember, isOwnList, listIdsContaining, listTitles } from '../lists/index.ts';
import { entitledChannelIds, isEntitledToChannel } from '../subscriptions/access.ts';
import { decodeCursor, toPage } from './cursor.ts';
import * as repo from './repo.ts';
import { isAcceptedCollaborator } from './schema.ts';

type PostsServiceOptions = {
  db: Database;
  logger: Logger;
  media: MediaService;
  accounts: AccountsService;
  channels: ChannelsService;
  notifications: NotificationsService;
  /** The creator's vault: a post takes a fresh copy of each item picked from it. */
  vault: Pick<VaultService, 'use' | 'refsFor'>;
};
export type Viewer = { id: string | null; channelIds: Set<string>; listIds: string[] };
type PageOptions = { cursor?: string; limit: number };
type NewPostInput = z.output<typeof createPostSchema>;

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

export const authorOf = (row: { creatorId: string; username: string; displayName: string; avatar: string | null }): PostAuthor => ({
  _id: row.creatorId,
  username: row.username,
  display_name: row.displayName,
  avatar: row.avatar,
});

/** Who sees everything of a post without paying: its author and the collaborators who accepted. */
const isInsider = (row: { creatorId: string; collaborators: Array<{ id?: string; userId?: string; status?: string }> }, viewerId: string | null) =>
  viewerId !== null &&
  (row.creatorId === viewerId ||
    row.collaborators.some((collaborator) => (collaborator.id ?? collaborator.userId) === viewerId && isAcceptedCollaborator({ status: collaborator.status as never })));

export function createPostsService({ db, logger, media, accounts, channels, notifications, vault }: PostsServiceOptions) {
  /** The viewer, the channels whose subscriber posts they may see now, and the lists they are on (the entitlement reads of a page). */
  async function viewerOf(viewerId: string | null): Promise<Viewer> {
    if (!viewerId) return { id: null, channelIds: new Set(), listIds: [] };
    const [channelIds, listIds] = await Promise.all([entitledChannelIds(db, viewerId), listIdsContaining(db, viewerId)]);
    return { id: viewerId, channelIds: new Set(channelIds), listIds };
  }

  function lockOf(row: repo.PostViewRow, viewer: Viewer): Lock {
    // A list post reaches only those who may see it whole (the page's query leaves it out for anyone else).
    if (row.visibility === 'free' || row.visibility === 'list' || isInsider(row, viewer.id)) return null;
    if (row.visibility === 'subscribers') {
      if (row.channelId && viewer.channelIds.has(row.channelId)) return null;
      return { reason: 'subscribers', channel: row.channelId ? { _id: row.channelId, name: row.channelName ?? '', username: row.channelUsername ?? '' } : null, price: null };
    }
    return row.unlocked ? null : { reason: 'paid', channel: null, price: toDollars(row.priceCents ?? 0) };
  }

  function present(row: repo.PostViewRow, viewer: Viewer, titles: Map<string, string>): Post {
    const lock = lockOf(row, viewer);
    const isOwner = row.creatorId === viewer.id;
    return {
      _id: row.id,
      author: authorOf(row),
      text: row.text,
      hashtags: row.hashtags,
      visibility: row.visibility,
      channel: row.channelId ? { _id: row.channelId, name: row.channelName ?? '', username: row.channelUsername ?? '' } : null,
      list: isOwner && row.listId ? { _id: row.listId, title: titles.get(row.listId) ?? '' } : null,
      price: row.priceCents === null ? null : toDollars(row.priceCents),
      collaborators: row.collaborators.map((collaborator) => ({ _id: collaborator.id, username: collaborator.username, percent: collaborator.percent, status: collaborator.status })),
      media: row.media.map((facts) => media.view(facts, { viewerId: viewer.id, locked: lock !== null })),
      lock,
      unlocked: row.unlocked,
      is_owner: isOwner,
      liked: row.liked,
      like_count: row.likeCount,
      comment_count: row.commentCount,
      created_at: row.createdAt.toISOString(),
    };
  }

  /** The titles of the viewer's own lists among the rows' audiences: only a post's creator sees which list it is for. */
  const ownListTitles = (rows: repo.PostViewRow[], viewer: Viewer) =>
    listTitles(db, rows.flatMap((row) => (row.listId && row.creatorId === viewer.id ? [row.listId] : [])));

  async function viewRows(viewer: Viewer, options: { filter: repo.PostFilter; cursor?: string; limit: number }) {
    return repo.pageOfPosts(db, { viewer: { id: viewer.id, listIds: viewer.listIds }, filter: options.filter, cursor: decodeCursor(options.cursor), limit: options.limit });
  }

  /** A page of posts with each one's lock state for the viewer. */
  async function page(viewer: Viewer, filter: repo.PostFilter, { cursor, limit }: PageOptions): Promise<Page<Post>> {
    const rows = await viewRows(viewer, { filter, cursor, limit: limit + 1 });
    const titles = await ownListTitles(rows, viewer);
    return toPage(rows, limit, (row) => present(row, viewer, titles));
  }

  /** A channel's own posts (those for its subscribers), newest first, with each one's lock for the viewer. */
  async function channelPage(viewerId: string | null, channelId: string, options: PageOptions): Promise<Page<Post>> {
    const channel = await channels.visibleChannel(channelId);
    return page(await viewerOf(viewerId), { kind: 'channel', creatorId: channel.creatorId, channelId }, options);
  }

  async function get(viewerId: string | null, postId: string): Promise<Post> {
    const viewer = await viewerOf(viewerId);
    const rows = await viewRows(viewer, { filter: { kind: 'ids', ids: [postId] }, limit: 1 });
    if (!rows[0]) throw notFound(postMessages.postNotFound);
    return present(rows[0], viewer, await ownListTitles(rows, viewer));
  }

  async function checkCollaborators(creatorId: string, collaborators: NewPostInput['collaborators']) {
    if (collaborators.some((collaborator) => collaborator.user_id === creatorId)) throw invalid('collaborators', postMessages.collaboratorSelf);
    const users = await accounts.publicUsers(collaborators.map((collaborator) => collaborator.user_id));
    if (collaborators.some((collaborator) => users.get(collaborator.user_id)?.role !== 'CREATOR')) throw invalid('collaborators', postMessages.collaboratorNotCreator);
  }

  /** Publishes a post with the creator's own unused uploads; nothing is written when any part is refused. */
  async function create(creatorId: string, input: CreatePostInput): Promise<Post> {
    const post = createPostSchema.parse(input);
    if (post.channel_id) {
      const channel = await channels.findChannel(post.channel_id);
      if (!channel || channel.creatorId !== creatorId) throw invalid('channel_id', postMessages.channelNotYours);
    }
    if (post.visibility === 'list' && !(await isOwnList(db, creatorId, post.list_id!))) throw invalid('list_id', postMessages.listNotYours);
    await checkCollaborators(creatorId, post.collaborators);
    // All checked before any is copied: a refused post leaves no copies behind.
    if (post.vault_media_ids.length) await vault.refsFor(creatorId, post.vault_media_ids);
    const copies: string[] = [];
    for (const id of new Set(post.vault_media_ids)) copies.push((await vault.use(creatorId, id))._id);
    const mediaIds = [...post.media_ids, ...copies];
    const invited = post.collaborators.map((collaborator) => ({ userId: collaborator.user_id, percent: collaborator.percent, status: 'PENDING' as const, requestId: randomUUID() }));
    const logAfterCommit = (error: unknown) => logger.error({ err: error }, 'collab request notification failed');
    const id = await inTransaction(db, async (unit) => {
      const { tx } = unit;
      const row = await repo.insertPost(tx, {
        creatorId,
        text: post.text,
        visibility: post.visibility,
        channelId: post.visibility === 'subscribers' ? post.channel_id : null,
        listId: post.visibility === 'list' ? post.list_id : null,
        priceCents: post.price === undefined ? null : toCents(post.price),
        collaborators: invited,
        hashtags: parseHashtags(post.text),
      });
      const attached = await media.attach(tx, { ids: mediaIds, ownerId: creatorId, postId: row.id });
      if (attached !== mediaIds.length) throw invalid('media_ids', postMessages.mediaNotFound);
      if (invited.length > 0) {
        const author = (await accounts.publicUsers([creatorId], tx)).get(creatorId)?.username ?? 'A creator';
        await notifications.notifyAll(
          unit,
          invited.map((collaborator) => ({
            userId: collaborator.userId,
            type: 'Collab-Request' as const,
            message: `${author} invited you to collaborate on a post for ${collaborator.percent}% of its sales`,
            data: { post_id: row.id, request_id: collaborator.requestId },
          })),
        );
      }
      return row.id;
    }, logAfterCommit);
    return get(creatorId, id);
  }

  /** Whether a viewer may see a post's media right now: asked by the media route on every request. */
  async function canView(viewerId: string | null, postId: string, executor: Executor = db): Promise<boolean> {
    const post = await repo.findPost(executor, postId);
    if (!post) return false;
    if (post.visibility === 'free' || isInsider(post, viewerId)) return true;
    if (!viewerId) return false;
    if (post.visibility === 'list') return isOnListOf(executor, post, viewerId);
    if (post.visibility === 'subscribers') return post.channelId !== null && isEntitledToChannel(executor, viewerId, post.channelId);
    return repo.hasUnlock(executor, viewerId, postId);
  }

  const isOnListOf = (executor: Executor, post: repo.PostRow, userId: string) =>
    post.listId !== null && isListMember(executor, { creatorId: post.creatorId, listId: post.listId, userId });

  const find = (postId: string, executor: Executor = db) => repo.findPost(executor, postId);

  /**
   * The post, if it exists for this viewer: a `list` post is nobody else's business (404, as for a
   * post that does not exist). What a locked post shows (comments, likes) is for anyone who can see it.
   */
  async function findFor(viewerId: string | null, postId: string, executor: Executor = db): Promise<repo.PostRow | undefined> {
    const post = await repo.findPost(executor, postId);
    if (!post || post.visibility !== 'list' || isInsider(post, viewerId)) return post;
    return viewerId && (await isOnListOf(executor, post, viewerId)) ? post : undefined;
  }

  async function toggleLike(userId: string, postId: string): Promise<LikeState> {
    return db.transaction(async (tx) => {
      if (!(await findFor(userId, postId, tx))) throw notFound(postMessages.postNotFound);
      const state = await repo.toggleLike(tx, postId, userId);
      return { liked: state.liked, like_count: state.likeCount };
    });
  }

  async function countsByCreator(creatorIds: string[]): Promise<Map<string, { posts: number; likes: number }>> {
    const rows = await repo.countByCreators(db, creatorIds);
    return new Map(rows.map((row) => [row.creatorId, { posts: row.count, likes: row.likes }]));
  }

  async function countByCreator(creatorIds: string[]): Promise<Map<string, number>> {
    return new Map([...(await countsByCreator(creatorIds))].map(([creatorId, counts]) => [creatorId, counts.posts]));
  }

  const hashtagsStartingWith = (prefix: string, limit: number) => repo.hashtagsStartingWith(db, prefix, limit);

  const unlockKeyOf = (userId: string, postId: string) => repo.unlockKeyOf(db, userId, postId);
  const recordUnlock = (executor: Executor, row: { userId: string; postId: string; transactionId: string }) => repo.insertUnlock(executor, row);

  const revokeUnlock = (executor: Executor, transactionId: string) => repo.deleteUnlockOf(executor, transactionId);

  const presentRequest = (row: repo.CollabRequestRow): CollabRequest => ({
    _id: row.requestId,
    status: row.status,
    percent: row.percent,
    post: { _id: row.postId, text: row.text, visibility: row.visibility, price: row.priceCents === null ? null : toDollars(row.priceCents) },
    author: authorOf(row),
  });

  /** The collab requests made to a creator: the pending ones, or every one they ever got (newest posts first, at most 100). */
  async function collabRequests(userId: string, pendingOnly: boolean): Promise<CollabRequest[]> {
    return (await repo.collabRequestsFor(db, { userId, pendingOnly, limit: 100 })).map(presentRequest);
  }

  /**
   * `PATCH post/{id}/collab-request/{requestId}`: the invited creator accepts or declines, once. From
   * acceptance on, their share applies to the post's sales and they see it whole; the author is told.
   */
  async function answerCollabRequest(userId: string, ids: { postId: string; requestId: string }, answer: CollabRequestAnswer): Promise<CollabRequest> {
    const logAfterCommit = (error: unknown) => logger.error({ err: error }, 'collab answer notification failed');
    await inTransaction(
      db,
      async (unit) => {
        const changed = await repo.answerCollabRequest(unit.tx, { ...ids, userId, status: answer.status });
        if (!changed) {
          const post = await repo.findPost(unit.tx, ids.postId);
          const request = post?.collaborators.find((collaborator) => collaborator.requestId === ids.requestId && collaborator.userId === userId);
          if (!request) throw notFound(postMessages.collabRequestNotFound);
          throw new AppError('CONFLICT', postMessages.collabRequestAnswered);
        }
        const username = (await accounts.publicUsers([userId], unit.tx)).get(userId)?.username ?? 'A creator';
        await notifications.notify(unit, {
          userId: changed.creatorId,
          type: 'Collab-Request-Answer',
          message: `${username} ${answer.status === 'ACCEPTED' ? 'accepted' : 'declined'} your collab request`,
          data: { post_id: ids.postId, request_id: ids.requestId, status: answer.status === 'ACCEPTED' ? 'success' : 'failed' },
        });
      },
      logAfterCommit,
    );
    const [request] = (await repo.collabRequestsFor(db, { userId, pendingOnly: false, limit: COLLABORATORS_MAX, postId: ids.postId })).filter((row) => row.requestId === ids.requestId);
    return presentRequest(request!);
  }

  return {
    unlockKeyOf,
    recordUnlock,
    revokeUnlock,
    viewerOf,
    page,
    channelPage,
    get,
    create,
    canView,
    find,
    findFor,
    toggleLike,
    countsByCreator,
    countByCreator,
    hashtagsStartingWith,
    isInsider,
    collabRequests,
    answerCollabRequest,
  };
}
export type PostsService = ReturnType<typeof createPostsService>;
