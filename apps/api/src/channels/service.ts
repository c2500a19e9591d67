import type { Executor } from '../platform/db/client.ts';
import * as repo from './repo.ts';

export function createChannelsService({ db }: { db: Executor }) {
  async function byCreator(creatorIds: string[]): Promise<Map<string, repo.ChannelRow>> {
    const rows = await repo.findByCreators(db, creatorIds);
    return new Map(rows.map((row) => [row.creatorId, row]));
  }

  const create = (channel: repo.NewChannel) => repo.insertChannel(db, channel);

  return { byCreator, create };
}
export type ChannelsService = ReturnType<typeof createChannelsService>;
