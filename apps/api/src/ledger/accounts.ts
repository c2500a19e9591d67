import { and, eq, type SQL } from 'drizzle-orm';
import { ledgerAccounts, type ledgerAccountKind } from './schema.ts';

export type Currency = 'USD' | 'EUR';

export type AccountKind = (typeof ledgerAccountKind.enumValues)[number];

/** The platform's own accounts, one per currency; every other kind has an owner. */
export const HOUSE_ACCOUNT_KINDS = ['platform_fees', 'processing_fees', 'tax_payable', 'provider_clearing', 'payouts_in_flight', 'disputes_held'] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export type OwnedAccountKind = Exclude<AccountKind, HouseAccountKind>;

/**
 * Names an account; it is created on first use. Owners are users (wallets, creator earnings) or
 * agencies; house accounts have none.
 */
export type AccountRef =
  | { kind: OwnedAccountKind; ownerId: string; currency: Currency }
  | { kind: HouseAccountKind; ownerId?: undefined; currency: Currency };

export const accounts = {
  fanWallet: (userId: string, currency: Currency = 'USD'): AccountRef => ({ kind: 'fan_wallet', ownerId: userId, currency }),
  creatorPending: (creatorId: string, currency: Currency = 'USD'): AccountRef => ({ kind: 'creator_pending', ownerId: creatorId, currency }),
  creatorAvailable: (creatorId: string, currency: Currency = 'USD'): AccountRef => ({ kind: 'creator_available', ownerId: creatorId, currency }),
  agencyEarnings: (agencyId: string, currency: Currency = 'USD'): AccountRef => ({ kind: 'agency_earnings', ownerId: agencyId, currency }),
  /** An agency's released funds, withdrawable: guarded like a creator's available earnings. */
  agencyAvailable: (agencyId: string, currency: Currency = 'USD'): AccountRef => ({ kind: 'agency_available', ownerId: agencyId, currency }),
  /**
   * What a creator or an agency owes the platform after a dispute or refund took back more than their
   * earnings held: zero or negative, paid back from later earnings before any withdrawal.
   */
  earningsDebt: (ownerId: string, currency: Currency = 'USD'): AccountRef => ({ kind: 'earnings_debt', ownerId, currency }),
  platformFees: (currency: Currency = 'USD'): AccountRef => ({ kind: 'platform_fees', currency }),
  processingFees: (currency: Currency = 'USD'): AccountRef => ({ kind: 'processing_fees', currency }),
  taxPayable: (currency: Currency = 'USD'): AccountRef => ({ kind: 'tax_payable', currency }),
  providerClearing: (currency: Currency = 'USD'): AccountRef => ({ kind: 'provider_clearing', currency }),
  payoutsInFlight: (currency: Currency = 'USD'): AccountRef => ({ kind: 'payouts_in_flight', currency }),
  /** Earnings taken from recipients while a card dispute is open: released back if won, paid to the network if lost. */
  disputesHeld: (currency: Currency = 'USD'): AccountRef => ({ kind: 'disputes_held', currency }),
};

/** The owner id of house accounts in ledger_accounts: the nil UUID stands for the platform. */
export const PLATFORM_OWNER_ID = '00000000-0000-0000-0000-000000000000';

export const isHouseAccount = (kind: AccountKind): kind is HouseAccountKind => (HOUSE_ACCOUNT_KINDS as readonly string[]).includes(kind);

/**
 * Kinds whose balance is summed from postings and never locked, because every purchase credits them:
 * the house's accounts and the earnings accounts of creators (pending) and agencies.
 */
export const COLLECTED_OWNED_KINDS = ['creator_pending', 'agency_earnings'] as const;

/** Owned accounts summed from postings that run below zero by design (a debt), never above it. */
export const DEBT_KINDS = ['earnings_debt'] as const;

export const isCollected = (kind: AccountKind): boolean =>
  isHouseAccount(kind) || (COLLECTED_OWNED_KINDS as readonly string[]).includes(kind) || (DEBT_KINDS as readonly string[]).includes(kind);

export const accountKey = ({ kind, ownerId, currency }: AccountRef) => `${kind}:${ownerId ?? ''}:${currency}`;

/** The WHERE condition that finds the account on ledger_accounts' identity index. */
export const matchesAccount = ({ kind, ownerId, currency }: AccountRef): SQL =>
  and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.ownerId, ownerId ?? PLATFORM_OWNER_ID), eq(ledgerAccounts.currency, currency))!;
