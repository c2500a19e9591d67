import type { TransactionType } from '@velvet/contracts';
import type { Executor } from '../platform/db/client.ts';
import * as repo from './repo.ts';

/** The purchases the spec's featureRevenueShare.Message covers: chat fees and chat media. */
export const CHAT_TRANSACTION_TYPES: readonly TransactionType[] = ['ChatFee', 'PerMessageChatFee', 'MediaPurchase', 'AudioMediaPurchase'];

export type ShareTerms = repo.ShareTermsRow;
/** A statement of another domain reads a creator's terms with this (the purchase parties). */
export const activeShareTermsSql = repo.activeShareTermsSql;

/**
 * The agency's percentage of the creator's own share for a purchase of this type: revenueShare.agency
 * for every type when is_all_agency_share, otherwise featureRevenueShare.Message.agency for chat types
 * and nothing for the rest.
 */
export function agencyPercentFor(terms: ShareTerms, type: TransactionType): number {
  if (terms.isAllAgencyShare) return terms.agencySharePercent;
  return CHAT_TRANSACTION_TYPES.includes(type) ? terms.messageAgencySharePercent : 0;
}

type AgencyShare = { agencyId: string; percent: number };

/** The agency's share of a purchase of this type under the creator's active terms (null: the creator has no agency). */
export function agencyShareOf(terms: ShareTerms | null, type: TransactionType): AgencyShare | undefined {
  if (!terms) return undefined;
  const percent = agencyPercentFor(terms, type);
  return percent > 0 ? { agencyId: terms.agencyId, percent } : undefined;
}

/** What the checkout asks, inside the purchase's transaction, when it prices a creator's sale. */
export async function agencyShareFor(tx: Executor, creatorId: string, type: TransactionType): Promise<AgencyShare | undefined> {
  return agencyShareOf((await repo.findActiveShareTerms(tx, creatorId)) ?? null, type);
}

export type AgencyShareFor = typeof agencyShareFor;
