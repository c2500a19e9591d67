import type { CreateStoryInput, Story } from '@velvet/contracts';
import { createStorySchema, postMessages, STORY_LIFETIME_HOURS, toCents, toDollars } from '@velvet/contracts';
import type { MediaFacts, MediaService } from '../media/service.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { authorOf } from '../posts/service.ts';
import * as repo from './repo.ts';

const LIFETIME_MS = STORY_LIFETIME_HOURS * 3_600_000;
const STORIES_LIMIT = 200;

/** Stories: one photo or video that lives 24 hours, free or pay-to-view. */
export function createStoriesService({ db, media }: { db: Database; media: MediaService }) {
  const now = () => new Date();
  async function present(rows: repo.StoryViewRow[], viewerId: string | null): Promise<Story[]> {
    const mediaByStory = new Map<string, MediaFacts>((await media.ofStories(rows.map((row) => row.id))).map((item) => [item.storyId, item.facts]));
    return rows.flatMap((row) => {
      const facts = mediaByStory.get(row.id);
      if (!facts) return [];
      const isOwner = row.creatorId === viewerId;
      const locked = row.priceCents !== null && !isOwner && !row.unlocked;
      return {
        _id: row.id,
        author: authorOf(row),
        text: row.text,
        media: media.view(facts, { viewerId, locked }),
        price: row.priceCents === null ? null : toDollars(row.priceCents),
        lock: locked ? { reason: 'paid' as const, channel: null, price: toDollars(row.priceCents!) } : null,
        unlocked: row.unlocked,
        is_owner: isOwner,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
      };
    });
  }

  /** Live stories of these creators (everyone's when null) as the viewer sees them. */
  async function live(viewerId: string | null, creatorIds: string[] | null): Promise<Story[]> {
    return present(await repo.liveStories(db, { creatorIds, viewerId, at: now(), limit: STORIES_LIMIT }), viewerId);
  }

  async function create(creatorId: string, input: CreateStoryInput): Promise<Story> {
    const story = createStorySchema.parse(input);
    const createdAt = now();
    const id = await db.transaction(async (tx) => {
      const row = await repo.insertStory(tx, {
        creatorId,
        text: story.text,
        priceCents: story.price === undefined ? null : toCents(story.price),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + LIFETIME_MS),
      });
      if ((await media.attach(tx, { ids: [story.media_id], ownerId: creatorId, storyId: row.id })) !== 1) {
        throw new AppError('VALIDATION_FAILED', postMessages.mediaNotFound, { fields: { media_id: postMessages.mediaNotFound } });
      }
      return row.id;
    });
    const [created] = (await live(creatorId, [creatorId])).filter((candidate) => candidate._id === id);
    if (!created) throw notFound(postMessages.storyNotFound);
    return created;
  }

  const findLive = (storyId: string, executor: Executor = db) => repo.findLive(executor, storyId, now());

  /** Whether a viewer may see a story's media now: live, and free, theirs or bought. */
  async function canView(viewerId: string | null, storyId: string): Promise<boolean> {
    const story = await findLive(storyId);
    if (!story) return false;
    if (story.priceCents === null || story.creatorId === viewerId) return true;
    return viewerId !== null && repo.hasUnlock(db, viewerId, storyId);
  }

  const unlockKeyOf = (userId: string, storyId: string) => repo.unlockKeyOf(db, userId, storyId);
  const recordUnlock = (executor: Executor, row: { userId: string; storyId: string; transactionId: string }) => repo.insertUnlock(executor, row);

  const revokeUnlock = (executor: Executor, transactionId: string) => repo.deleteUnlockOf(executor, transactionId);

  return { live, create, findLive, canView, unlockKeyOf, recordUnlock, revokeUnlock };
}
export type StoriesService = ReturnType<typeof createStoriesService>;
