import { describe, expect, it } from 'vitest';
import { sameAppHref, splitMailText } from './mail-text';

describe('splitMailText', () => {
  it('finds links and 6-digit codes in a mail', () => {
    expect(splitMailText('Verify email: http://localhost:3000/verify-email?token=abc_D-1\n\nVelvet')).toEqual([
      { kind: 'text', text: 'Verify email: ' },
      { kind: 'link', url: 'http://localhost:3000/verify-email?token=abc_D-1' },
      { kind: 'text', text: '\n\nVelvet' },
    ]);
    expect(splitMailText('Your code:\n\n042917\n\nValid 5 minutes')).toEqual([
      { kind: 'text', text: 'Your code:\n\n' },
      { kind: 'code', code: '042917' },
      { kind: 'text', text: '\n\nValid 5 minutes' },
    ]);
  });

  it('does not take longer numbers for codes', () => {
    expect(splitMailText('order 12345678')).toEqual([{ kind: 'text', text: 'order 12345678' }]);
  });
});

describe('sameAppHref', () => {
  it("keeps the app's links on the mailbox's own origin", () => {
    expect(sameAppHref('http://localhost:3000/verify-email?token=x', 'http://127.0.0.1:3000')).toBe('/verify-email?token=x');
    expect(sameAppHref('http://localhost:3000/verify-email?token=x', 'http://localhost:3000')).toBe('http://localhost:3000/verify-email?token=x');
    expect(sameAppHref('https://example.com/other', 'http://127.0.0.1:3000')).toBe('https://example.com/other');
  });
});
