import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('joins the first and last name', () => {
    expect(displayName({ f_name: 'Mila', l_name: 'Rose', username: 'mila' })).toBe('Mila Rose');
  });

  it('uses whichever name part exists', () => {
    expect(displayName({ f_name: 'Mila', l_name: null, username: 'mila' })).toBe('Mila');
  });

  it('falls back to the username', () => {
    expect(displayName({ f_name: null, l_name: '', username: 'mila' })).toBe('mila');
  });
});
