import type { Executor } from '../platform/db/client.ts';
import * as repo from './repo.ts';

export { createListsService, type ListsService } from './service.ts';

/** The members of one of the creator's custom lists; undefined when the list is not theirs (or none). */
export async function ownListMemberIds(db: Executor, creatorId: string, listId: string): Promise<string[] | undefined> {
  if (!(await repo.findOwnList(db, creatorId, listId))) return undefined;
  return repo.membersOf(db, listId);
}
