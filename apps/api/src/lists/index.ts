/**
 * The lists domain's front door. Other domains (mass messages, post audiences) address a creator's
 * custom list through `ListsService.memberIdsOf(creatorId, listId)`: the member ids of the creator's own
 * list, or a 404 'List not found' for a list that is not theirs. They never read the list tables.
 */
export { createListsService, type ListsService } from './service.ts';
