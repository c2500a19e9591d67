import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('shows the first two letters of the name and the whole domain', () => {
    expect(maskEmail('luna.moreau@velvet.test')).toBe('lu*********@velvet.test');
    expect(maskEmail('alex@example.com')).toBe('al***@example.com');
  });

  it('hides the length of very short names', () => {
    expect(maskEmail('ab@x.io')).toBe('a***@x.io');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
  });

  it('still hides most of a value without a domain', () => {
    expect(maskEmail('username')).toBe('us******');
  });
});
