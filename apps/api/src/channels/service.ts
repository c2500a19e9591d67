import type { Executor } from '../platform/db/client.ts';
import * as repo from './repo.ts';

export function createChannelsService({ db }: { db: Executor }) {
  async function byCreator(creatorIds: string[]): Promise<Map<string, repo.ChannelRow>> {
    const rows = await repo.findByCreators(db, creatorIds);
    return new Map(rows.map((row) => [row.creatorId, row]));
  }

  const create = (channel: repo.NewChannel) => repo.insertChannel(db, channel);
  const findChannel = (id: string, executor: Executor = db) => repo.findChannel(executor, id);
  const findPackage = (id: string, executor: Executor = db) => repo.findPackage(executor, id);
  const packagesOfChannel = (channelId: string, executor: Executor = db) => repo.packagesOfChannel(executor, channelId);
  const addPackages = (rows: repo.NewPackage[], executor: Executor = db) => repo.insertPackages(executor, rows);

  return { byCreator, create, findChannel, findPackage, packagesOfChannel, addPackages };
}
export type ChannelsService = ReturnType<typeof createChannelsService>;
