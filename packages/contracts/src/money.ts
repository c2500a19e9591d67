import { z } from 'zod';

/** Amounts are integer cents inside; the HTTP contract carries dollars with at most two decimals. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number | bigint): number => Number(cents) / 100;

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A dollar amount as the HTTP contract carries it: finite, at most two decimals. */
export const dollarsSchema = (messages: { required: string; invalid?: string }) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : (messages.invalid ?? messages.required)) })
    .refine(hasAtMostTwoDecimals, 'Amounts have at most two decimals');

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Money formatting answers 'Error' for anything that is not a number, as the spec says. */
export const formatUsd = (dollars: unknown): string =>
  typeof dollars === 'number' && Number.isFinite(dollars) ? usd.format(dollars) : 'Error';

/** Every money-moving request carries this header; a retry with the same key returns the first result. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z.string().min(8, 'Idempotency-Key must be 8 to 100 characters').max(100, 'Idempotency-Key must be 8 to 100 characters');
