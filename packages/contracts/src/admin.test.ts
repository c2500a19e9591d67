import { describe, expect, it } from 'vitest';
import { isTransactionIdStart } from './admin.ts';

describe('isTransactionIdStart', () => {
  it('takes a whole id or its first 4 characters or more', () => {
    expect(isTransactionIdStart('6f1c2a3b-0000-4000-8000-000000000001')).toBe(true);
    expect(isTransactionIdStart('6f1c')).toBe(true);
    expect(isTransactionIdStart('6f1c2a3b-00')).toBe(true);
  });

  it('refuses what cannot start one', () => {
    for (const text of ['', '6f1', 'luna', '-6f1c', '6f1c2a3b-0000-4000-8000-0000000000012']) expect(isTransactionIdStart(text)).toBe(false);
  });
});
