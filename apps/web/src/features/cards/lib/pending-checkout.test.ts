import { describe, expect, it } from 'vitest';
import { createPendingCheckout } from './pending-checkout';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('createPendingCheckout', () => {
  it('prefers the checkout id of the return address', () => {
    const pending = createPendingCheckout(memoryStorage());
    pending.remember('chk_old');
    expect(pending.take('chk_returned')).toBe('chk_returned');
  });

  it('falls back to the remembered checkout, once', () => {
    const pending = createPendingCheckout(memoryStorage());
    pending.remember('chk_1');
    expect(pending.take(null)).toBe('chk_1');
    expect(pending.take(null)).toBeNull();
  });

  it('has nothing to confirm without either', () => {
    expect(createPendingCheckout(memoryStorage()).take('')).toBeNull();
  });
});
