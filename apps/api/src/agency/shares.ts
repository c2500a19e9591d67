import type { TransactionType } from '@velvet/contracts';
import type { Executor } from '../platform/db/client.ts';
import * as repo from './repo.ts';

/** The purchases the spec's featureRevenueShare.Message covers: chat fees and chat media. */
export const CHAT_TRANSACTION_TYPES: readonly TransactionType[] = ['ChatFee', 'PerMessageChatFee', 'MediaPurchase', 'AudioMediaPurchase'];

type ShareTerms = Pick<repo.CollaborationRow, 'agencyId' | 'agencySharePercent' | 'messageAgencySharePercent' | 'isAllAgencyShare'>;

/**
 * The agency's percentage of the creator's own share for a purchase of this type: revenueShare.agency
 * for every type when is_all_agency_share, otherwise featureRevenueShare.Message.agency for chat types
 * and nothing for the rest.
 */
export function agencyPercentFor(terms: ShareTerms, type: TransactionType): number {
  if (terms.isAllAgencyShare) return terms.agencySharePercent;
  return CHAT_TRANSACTION_TYPES.includes(type) ? terms.messageAgencySharePercent : 0;
}

/** What the checkout asks, inside the purchase's transaction, when it prices a creator's sale. */
export async function agencyShareFor(tx: Executor, creatorId: string, type: TransactionType): Promise<{ agencyId: string; percent: number } | undefined> {
  const active = await repo.findActiveShareTerms(tx, creatorId);
  if (!active) return undefined;
  const percent = agencyPercentFor(active, type);
  return percent > 0 ? { agencyId: active.agencyId, percent } : undefined;
}
export type AgencyShareFor = typeof agencyShareFor;
