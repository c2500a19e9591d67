import { describe, expect, it } from 'vitest';
import { isDateRangeValid, noTransactionFilter, toSearchParams, transactionListQuery } from './transaction-filter';

describe('transactionListQuery', () => {
  it('asks for the first page without a filter', () => {
    expect(transactionListQuery(noTransactionFilter, null, 20)).toEqual({ limit: 20 });
  });

  it('carries the type, the date range and the keyset cursor', () => {
    const query = transactionListQuery({ type: 'Tip', from: '2026-01-01', to: '2026-01-31' }, { d: '2026-01-20T10:00:00.000Z', t: 'abc' }, 20);
    expect(toSearchParams(query).toString()).toBe('limit=20&type=Tip&from=2026-01-01&to=2026-01-31&d=2026-01-20T10%3A00%3A00.000Z&t=abc');
  });
});

describe('isDateRangeValid', () => {
  it('refuses an end before the start', () => {
    expect(isDateRangeValid({ type: null, from: '2026-02-01', to: '2026-01-01' })).toBe(false);
    expect(isDateRangeValid({ type: null, from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(isDateRangeValid({ type: null, from: '', to: '2026-01-01' })).toBe(true);
  });
});
