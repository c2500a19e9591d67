/**
 * The services domain's front door for reads by other domains: a channel presents some of its creator's
 * services as its featured and custom services, and checks them here rather than in the services tables.
 */
import type { Executor } from '../platform/db/client.ts';
import * as repo from './repo.ts';

/** The ids of the creator's services a channel may present: every live one but the chat fees (the services list shows those apart). */
export async function presentableServiceIds(db: Executor, creatorId: string): Promise<Set<string>> {
  return new Set((await repo.servicesOfCreator(db, creatorId)).filter((row) => row.type !== 'CHAT-FEE').map((row) => row.id));
}
