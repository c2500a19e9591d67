/**
 * The lists domain's front door. Other domains (mass messages, post and event audiences) address a
 * creator's custom list through `ListsService.memberIdsOf(creatorId, listId)`, `isOwnList` and
 * `isListMember`: they never read the list tables.
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
