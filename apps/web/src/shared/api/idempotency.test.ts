import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-request-error';
import { createActionKeys } from './idempotency';

function sequentialKeys() {
  let next = 0;
  return () => `key-${(next += 1)}`;
}

const networkFailure = new ApiRequestError({ status: 0, code: 'NETWORK', message: 'x' });
const serverFailure = new ApiRequestError({ status: 502, code: 'INTERNAL', message: 'x' });
const refusal = new ApiRequestError({ status: 400, code: 'VALIDATION_FAILED', message: 'Insufficient balance' });

describe('createActionKeys', () => {
  it('gives a retry of the same payload the same key while its outcome is unknown', () => {
    const keys = createActionKeys(sequentialKeys());
    const first = keys.keyFor({ amount: 100 });
    keys.settle({ error: networkFailure });
    expect(keys.keyFor({ amount: 100 })).toBe(first);
    keys.settle({ error: serverFailure });
    expect(keys.keyFor({ amount: 100 })).toBe(first);
  });

  it('treats a changed payload as a new action', () => {
    const keys = createActionKeys(sequentialKeys());
    const first = keys.keyFor({ amount: 100 });
    keys.settle({ error: networkFailure });
    expect(keys.keyFor({ amount: 200 })).not.toBe(first);
  });

  it('starts a new action after a success', () => {
    const keys = createActionKeys(sequentialKeys());
    const first = keys.keyFor({ amount: 100 });
    keys.settle({});
    expect(keys.keyFor({ amount: 100 })).not.toBe(first);
  });

  it('starts a new action after a refusal, so fixing its cause is not answered with the old refusal', () => {
    const keys = createActionKeys(sequentialKeys());
    const first = keys.keyFor({ amount: 100 });
    keys.settle({ error: refusal });
    expect(keys.keyFor({ amount: 100 })).not.toBe(first);
  });
});
