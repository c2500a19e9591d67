export type LedgerErrorCode =
  | 'INVALID_POSTINGS'
  | 'UNBALANCED_ENTRY'
  | 'INSUFFICIENT_FUNDS'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'HOLD_NOT_FOUND'
  | 'HOLD_ALREADY_RESOLVED'
  | 'ENTRY_NOT_FOUND'
  | 'NOT_REVERSIBLE'
  | 'ALREADY_REVERSED';

/** A refusal by the ledger's rules. The caller's transaction is unusable afterwards: roll it back. */
export class LedgerError extends Error {
  readonly code: LedgerErrorCode;

  constructor(code: LedgerErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'LedgerError';
    this.code = code;
  }
}

// SQLSTATEs raised by the ledger_rules migration's functions and triggers.
const codeBySqlState: Record<string, LedgerErrorCode> = {
  VL001: 'UNBALANCED_ENTRY',
  VL003: 'IDEMPOTENCY_KEY_REUSED',
  VL004: 'HOLD_NOT_FOUND',
  VL005: 'HOLD_ALREADY_RESOLVED',
  VL006: 'ENTRY_NOT_FOUND',
  VL007: 'NOT_REVERSIBLE',
};

// Constraints whose own messages speak of rows, not money.
const refusalByConstraint: Record<string, { code: LedgerErrorCode; message: string }> = {
  ledger_balances_available_non_negative: { code: 'INSUFFICIENT_FUNDS', message: 'the account cannot cover this debit and its holds' },
  ledger_entries_reverses_key: { code: 'ALREADY_REVERSED', message: 'this ledger entry has already been reversed' },
};

type PgError = { code?: string; constraint?: string; message: string };

/** The driver's error, beneath Drizzle's wrapper when there is one. */
function pgErrorOf(error: unknown): PgError | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && typeof current.code === 'string') return current as PgError;
  }
  return undefined;
}

/** Runs a ledger statement, turning the database's refusals into LedgerErrors. */
export async function refusalsAsLedgerErrors<T>(statement: Promise<T>): Promise<T> {
  try {
    return await statement;
  } catch (error) {
    const pgError = pgErrorOf(error);
    const byConstraint = pgError?.constraint ? refusalByConstraint[pgError.constraint] : undefined;
    if (byConstraint) throw new LedgerError(byConstraint.code, byConstraint.message, { cause: error });
    const bySqlState = pgError?.code ? codeBySqlState[pgError.code] : undefined;
    if (pgError && bySqlState) throw new LedgerError(bySqlState, pgError.message, { cause: error });
    throw error;
  }
}
