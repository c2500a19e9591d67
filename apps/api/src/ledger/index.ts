// The ledger's public API: the only way other domains move or read money. Every function takes the
// caller's executor (a database handle or an open transaction); amounts are bigint minor units.
export { accounts, type AccountKind, type AccountRef, type Currency } from './accounts.ts';
export { accountEntries, type AccountEntriesOptions, type AccountEntriesPage, type AccountEntry } from './account-entries.ts';
export { availableBalance, availableBalanceSql, balance } from './balances.ts';
export { debtOf, lockEarningsOf, recoverDebt } from './debts.ts';
export { LedgerError, type LedgerErrorCode } from './errors.ts';
export { postHold, reserve, voidHold, type RecordedHold, type ReserveOptions } from './holds.ts';
export type { Posting } from './postings.ts';
export { reverse, transfer, type RecordedEntry, type ReverseOptions, type TransferOptions } from './transfers.ts';
export { verifyLedger, type LedgerVerification } from './verify.ts';
