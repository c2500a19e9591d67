import { LedgerError } from './errors.ts';

const MAX_LABEL_LENGTH = 200;

/** Idempotency keys and entry kinds: short, non-empty text. */
export function assertLabel(name: string, value: string): void {
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_LABEL_LENGTH) {
    throw new LedgerError('INVALID_POSTINGS', `${name} must be non-empty text of at most ${MAX_LABEL_LENGTH} characters`);
  }
}
