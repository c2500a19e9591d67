import { describe, expect, it } from 'vitest';
import { autoCloseDelay, SUCCESS_DIALOG_MS } from './result-dialog';

describe('result dialog timer', () => {
  it('closes a success dialog after the spec’s 3500 ms', () => {
    expect(SUCCESS_DIALOG_MS).toBe(3500);
    expect(autoCloseDelay({ kind: 'success' })).toBe(3500);
  });

  it('keeps errors, notes and dialogs offering a next step open, and honours an explicit delay', () => {
    expect(autoCloseDelay({ kind: 'error' })).toBeUndefined();
    expect(autoCloseDelay({ kind: 'info' })).toBeUndefined();
    expect(autoCloseDelay({ kind: 'success', action: { label: 'Deposit now', to: '/settings/wallet' } })).toBeUndefined();
    expect(autoCloseDelay({ kind: 'success', autoCloseMs: 1500 })).toBe(1500);
  });
});
