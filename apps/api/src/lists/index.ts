/**
 * The lists domain's front door. Other domains (mass messages, post and event audiences) address a
 * creator's custom list through `ListsService.memberIdsOf(creatorId, listId)`, `isOwnList`,
 * `isListMember`, `listIdsContaining` and `listTitles`: they never read the list tables.
 */
import type { Executor } from '../platform/db/client.ts';
import * as repo from './repo.ts';

export { createListsService, type ListsService } from './service.ts';

/** The list exists and is the creator's own. */
export const isOwnList = async (db: Executor, creatorId: string, listId: string): Promise<boolean> => Boolean(await repo.findOwnList(db, creatorId, listId));

/** The user is a member of the creator's list. */
export const isListMember = async (db: Executor, options: { creatorId: string; listId: string; userId: string }): Promise<boolean> =>
  Boolean(await repo.findOwnList(db, options.creatorId, options.listId)) && (await repo.membersOf(db, options.listId)).includes(options.userId);

/** The members of one of the creator's custom lists; undefined when the list is not theirs (or none). */
export async function ownListMemberIds(db: Executor, creatorId: string, listId: string): Promise<string[] | undefined> {
  if (!(await repo.findOwnList(db, creatorId, listId))) return undefined;
  return repo.membersOf(db, listId);
}

/** Every list the user is on (a post for a list is seen by exactly its members): one read per page of posts. */
export const listIdsContaining = (db: Executor, userId: string): Promise<string[]> => repo.listIdsContaining(db, userId);

/** The titles of lists by id, for their creator's own view. */
export const listTitles = async (db: Executor, ids: string[]): Promise<Map<string, string>> => new Map((await repo.titlesOf(db, [...new Set(ids)])).map((row) => [row.id, row.title]));
