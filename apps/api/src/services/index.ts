/**
 * The services domain's front door for reads by other domains: a channel presents some of its creator's
 * services as its featured and custom services, and checks and shows them here rather than in the services
 * tables; the chat asks here whether a creator asks a paid chat fee.
 */
import { isOfferedToFans, type Service } from '@velvet/contracts';
import type { Executor } from '../platform/db/client.ts';
import { toService } from './mappers.ts';
import * as repo from './repo.ts';

/**
 * True when the creator in `creatorId`, a column of the caller's query, asks a paid chat fee: the chat
 * reads it with the membership a message needs, and asks `chatFeeAccess` only when it is true.
 */
export const asksPaidChatFee = repo.asksPaidChatFee;

/** The ids of the creator's services a channel may present: every live one but the chat fees (the services list shows those apart). */
export async function presentableServiceIds(db: Executor, creatorId: string): Promise<Set<string>> {
  return new Set((await repo.servicesOfCreator(db, creatorId)).filter((row) => row.type !== 'CHAT-FEE').map((row) => row.id));
}

/**
 * The services among `ids` fans can see now, by id, as the creator's services list shows them: a service
 * deleted, switched off or turned into a chat fee since the channel chose it is left out.
 */
export async function presentedServices(db: Executor, ids: string[]): Promise<Map<string, Service>> {
  const shown = (await repo.servicesByIds(db, [...new Set(ids)])).map(toService).filter((service) => service.type !== 'CHAT-FEE' && isOfferedToFans(service));
  return new Map(shown.map((service) => [service._id, service]));
}
