import type { CustomList, CustomListSummary, customListInputSchema, ListFan, listFansQuerySchema } from '@velvet/contracts';
import { listMessages } from '@velvet/contracts';
import type { z } from 'zod';
import type { AccountsService } from '../accounts/service.ts';
import type { ChatService } from '../chat/service.ts';
import type { Database } from '../platform/db/client.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { SubscriptionsService } from '../subscriptions/service.ts';
import type { TransactionsService } from '../transactions/service.ts';
import { bySpend, matches, toListFan, type FanFacts } from './fans.ts';
import * as repo from './repo.ts';

type ListsServiceOptions = {
  db: Database;
  accounts: AccountsService;
  subscriptions: Pick<SubscriptionsService, 'fanSubscriptionsOf'>;
  transactions: Pick<TransactionsService, 'spendByPayersOn'>;
  chat: Pick<ChatService, 'aliasesOf'>;
  /** The platform plans' badges (Prime, CreatorPro) of users. */
  planBadgesOf: (userIds: string[]) => Promise<Map<string, string[]>>;
};

type ListInput = z.output<typeof customListInputSchema>;

/** Custom lists: a creator's named lists of users who really are their fans (subscribers, past subscribers, buyers and tippers). */
export function createListsService({ db, accounts, subscriptions, transactions, chat, planBadgesOf }: ListsServiceOptions) {
  /**
   * Everyone who subscribes, subscribed, bought from or tipped the creator, with their spend and the
   * creator's alias for them; `members` of a list are added even when they are no longer fans.
   */
  async function fansOf(creatorId: string, members: string[] = []): Promise<Map<string, FanFacts>> {
    const [subscriptionRows, spend] = await Promise.all([subscriptions.fanSubscriptionsOf(creatorId), transactions.spendByPayersOn(creatorId)]);
    const ids = [...new Set([...subscriptionRows.map((row) => row.fanId), ...spend.keys(), ...members])].filter((id) => id !== creatorId);
    const [users, aliases, standings, planBadges] = await Promise.all([accounts.publicUsers(ids), chat.aliasesOf(creatorId, ids), accounts.standings(ids), planBadgesOf(ids)]);
    const fans = new Map<string, FanFacts>();
    for (const id of ids) {
      const user = users.get(id);
      if (!user) continue;
      fans.set(id, {
        userId: id,
        username: user.username,
        avatar: user.avatar,
        role: user.role,
        accountStatus: standings.get(id)?.accountStatus ?? 'ACTIVE',
        badges: [...(standings.get(id)?.badges ?? []), ...(planBadges.get(id) ?? [])],
        spentCents: spend.get(id) ?? 0,
        alias: aliases.get(id) ?? null,
        subscriptions: subscriptionRows.filter((row) => row.fanId === id),
      });
    }
    return fans;
  }

  async function fans(creatorId: string, query: z.output<typeof listFansQuerySchema>): Promise<ListFan[]> {
    return [...(await fansOf(creatorId)).values()]
      .filter((fan) => matches(fan, query))
      .sort(bySpend)
      .map(toListFan);
  }

  /** The ids, once each; each one not already in the list must be the creator's fan. */
  async function checkedFans(creatorId: string, userIds: string[], current: string[] = []): Promise<string[]> {
    const unique = [...new Set(userIds)];
    const known = await fansOf(creatorId);
    if (unique.some((id) => !known.has(id) && !current.includes(id))) throw new AppError('VALIDATION_FAILED', listMessages.notFans, { fields: { user_ids: listMessages.notFans } });
    return unique;
  }

  async function present(creatorId: string, list: repo.ListRow, memberIds: string[]): Promise<CustomList> {
    const known = await fansOf(creatorId, memberIds);
    const members = memberIds.flatMap((id) => {
      const fan = known.get(id);
      return fan ? [fan] : [];
    });
    return { ...summary(list, members.length), user_ids: members.sort(bySpend).map(toListFan) };
  }

  const summary = (list: repo.ListRow, count: number): CustomListSummary => ({
    _id: list.id,
    title: list.title,
    count,
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
  });

  async function create(creatorId: string, input: ListInput): Promise<CustomList> {
    const userIds = await checkedFans(creatorId, input.user_ids);
    const list = await db.transaction(async (tx) => {
      const row = await repo.insertList(tx, creatorId, input.title);
      await repo.replaceMembers(tx, row.id, userIds);
      return row;
    });
    return present(creatorId, list, userIds);
  }

  async function get(creatorId: string, id: string): Promise<CustomList> {
    const list = await repo.findOwnList(db, creatorId, id);
    if (!list) throw notFound(listMessages.notFound);
    return present(creatorId, list, await repo.membersOf(db, id));
  }

  async function update(creatorId: string, id: string, input: ListInput): Promise<CustomList> {
    if (!(await repo.findOwnList(db, creatorId, id))) throw notFound(listMessages.notFound);
    const userIds = await checkedFans(creatorId, input.user_ids, await repo.membersOf(db, id));
    const list = await db.transaction(async (tx) => {
      if (!(await repo.lockOwnList(tx, creatorId, id))) throw notFound(listMessages.notFound);
      await repo.replaceMembers(tx, id, userIds);
      return repo.renameList(tx, id, input.title);
    });
    return present(creatorId, list, userIds);
  }

  async function remove(creatorId: string, id: string): Promise<void> {
    if (!(await repo.deleteOwnList(db, creatorId, id))) throw notFound(listMessages.notFound);
  }

  const mine = async (creatorId: string) => (await repo.listsOf(db, creatorId)).map((row) => summary(row.list, row.count));

  /** The members of one of the creator's own lists (mass messages and post audiences address them); 404 for anyone else's list. */
  async function memberIdsOf(creatorId: string, listId: string): Promise<string[]> {
    if (!(await repo.findOwnList(db, creatorId, listId))) throw notFound(listMessages.notFound);
    return repo.membersOf(db, listId);
  }

  return {
    fans,
    mine,
    create,
    get,
    update,
    remove,
    memberIdsOf,
    /** Everyone who is the creator's fan (subscribers, past subscribers, buyers and tippers), as `fans` counts them. */
    fanIdsOf: async (creatorId: string) => [...(await fansOf(creatorId)).keys()],
  };
}
export type ListsService = ReturnType<typeof createListsService>;
