import { ApiRequestError } from './api-request-error';

/** The header name the API reads; HTTP header names are case-insensitive. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export type ActionKeys = {
  /** The key for submitting this payload: the pending key when it is the same action tried again, else a new one. */
  keyFor(payload: unknown): string;
  /** Called with the outcome of a submission; a settled action makes the next submission a new action. */
  settle(outcome: { error?: unknown }): void;
};

/**
 * Idempotency keys for one user action (a deposit, a tip, a withdrawal).
 *
 * A key is reused only while the outcome is unknown (the network failed, or the server failed with a 5xx),
 * so that trying again cannot move money twice. An answer — success or a refusal such as "insufficient
 * balance" — settles the action: the next click is a new action with a new key, so a refusal is not replayed
 * after the user fixed its cause.
 */
export function createActionKeys(generateKey: () => string = () => crypto.randomUUID()): ActionKeys {
  let pending: { fingerprint: string; key: string } | null = null;

  return {
    keyFor(payload) {
      const fingerprint = JSON.stringify(payload);
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: generateKey() };
      return pending.key;
    },
    settle({ error }) {
      if (error !== undefined && isOutcomeUnknown(error)) return;
      pending = null;
    },
  };
}

/** Whether the server may or may not have done the work: no answer, or a server failure. */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 0 || error.status >= 500;
}
