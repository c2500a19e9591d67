import type { ListTransactionsQuery, TransactionType } from '@velvet/contracts';

export type TransactionFilter = {
  type: TransactionType | null;
  /** YYYY-MM-DD, as a date input gives it; empty for none. */
  from: string;
  to: string;
};

export const noTransactionFilter: TransactionFilter = { type: null, from: '', to: '' };

export const dateRangeError = 'The end date must not be before the start date';

/** A date range whose end comes before its start asks for nothing. */
export const isDateRangeValid = ({ from, to }: TransactionFilter) => !from || !to || from <= to;

/** The list call's query for a filter and the keyset cursor of the page to fetch. */
export function transactionListQuery(
  filter: TransactionFilter,
  cursor: { d: string; t: string } | null,
  limit: number,
): ListTransactionsQuery {
  return {
    limit,
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(cursor ? { d: cursor.d, t: cursor.t } : {}),
  };
}

/** The query as URL parameters. */
export const toSearchParams = (query: ListTransactionsQuery) =>
  new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
