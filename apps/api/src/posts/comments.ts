import type { Comment, CreateCommentInput, Page } from '@velvet/contracts';
import { createCommentSchema, postMessages } from '@velvet/contracts';
import type { Database } from '../platform/db/client.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { decodeCursor, toPage } from './cursor.ts';
import * as repo from './repo.ts';
import { authorOf, type PostsService } from './service.ts';

/**
 * Comments on posts: anyone who can see the post reads them (a list post's only its audience); the
 * verification gate is the route's; the author or the post's creator deletes.
 */
export function createCommentsService({ db, posts }: { db: Database; posts: Pick<PostsService, 'findFor'> }) {
  const present = (row: repo.CommentViewRow, viewerId: string | null, postCreatorId: string): Comment => ({
    _id: row.id,
    post_id: row.postId,
    author: authorOf({ creatorId: row.authorId, username: row.username, displayName: row.displayName, avatar: row.avatar }),
    text: row.text,
    can_delete: viewerId !== null && (viewerId === row.authorId || viewerId === postCreatorId),
    created_at: row.createdAt.toISOString(),
  });

  async function postOrThrow(viewerId: string | null, postId: string) {
    const post = await posts.findFor(viewerId, postId);
    if (!post) throw notFound(postMessages.postNotFound);
    return post;
  }

  async function list(viewerId: string | null, postId: string, { cursor, limit }: { cursor?: string; limit: number }): Promise<Page<Comment>> {
    const post = await postOrThrow(viewerId, postId);
    const rows = await repo.pageOfComments(db, { postId, cursor: decodeCursor(cursor), limit: limit + 1 });
    return toPage(rows, limit, (row) => present(row, viewerId, post.creatorId));
  }

  async function add(authorId: string, postId: string, input: CreateCommentInput): Promise<Comment> {
    const { text } = createCommentSchema.parse(input);
    const post = await postOrThrow(authorId, postId);
    const id = await db.transaction((tx) => repo.insertComment(tx, { postId, authorId, text }));
    const row = await repo.findCommentView(db, id);
    if (!row) throw notFound(postMessages.commentNotFound);
    return present(row, authorId, post.creatorId);
  }

  async function remove(userId: string, postId: string, commentId: string): Promise<void> {
    const post = await postOrThrow(userId, postId);
    const comment = await repo.findComment(db, commentId);
    if (!comment || comment.postId !== postId) throw notFound(postMessages.commentNotFound);
    if (comment.authorId !== userId && post.creatorId !== userId) throw new AppError('FORBIDDEN', postMessages.commentNotYours);
    await db.transaction((tx) => repo.deleteComment(tx, comment));
  }

  return { list, add, remove };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
