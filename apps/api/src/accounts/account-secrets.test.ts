import { describe, expect, it } from 'vitest';
import { checkEmail, isValidationIdValid, issueValidationId, suggestEmail } from './email-check.ts';
import { createAccountSecrets } from './secrets.ts';
import { matchTotp, newTotpSecret, totpCode } from './totp.ts';

const secrets = createAccountSecrets('a-test-master-secret-of-enough-length-0123');
const at = (iso: string) => new Date(iso);

describe('email validation ids', () => {
  const now = at('2026-03-01T12:00:00Z');

  it('hold for 30 minutes for the address they were issued for', () => {
    const { id, expiresAt } = issueValidationId('ana@example.com', { secrets, now });
    expect(expiresAt.toISOString()).toBe('2026-03-01T12:30:00.000Z');
    expect(isValidationIdValid(id, 'ana@example.com', { secrets, now: at('2026-03-01T12:29:59Z') })).toBe(true);
    expect(isValidationIdValid(id, 'ana@example.com', { secrets, now: at('2026-03-01T12:30:01Z') })).toBe(false);
    expect(isValidationIdValid(id, 'bob@example.com', { secrets, now })).toBe(false);
  });

  it('cannot be stretched by editing the expiry, nor made with another key', () => {
    const { id } = issueValidationId('ana@example.com', { secrets, now });
    const [, mac] = id.split('.');
    expect(isValidationIdValid(`${Date.parse('2030-01-01') / 1000}.${mac}`, 'ana@example.com', { secrets, now })).toBe(false);
    const other = createAccountSecrets('another-master-secret-of-enough-length-987');
    expect(isValidationIdValid(id, 'ana@example.com', { secrets: other, now })).toBe(false);
  });

  it('are not issued for a disposable address', () => {
    expect(checkEmail('x@10minutemail.com', { secrets, now }).validation_id).toBeNull();
  });
});

describe('suggestEmail', () => {
  it('corrects common domains but leaves real and reserved ones alone', () => {
    expect(suggestEmail('ana@gmail.con')).toBe('ana@gmail.com');
    expect(suggestEmail('ana@gmail.com')).toBeUndefined();
    expect(suggestEmail('ana@velvet.test')).toBeUndefined();
    expect(suggestEmail('ana@my-company.nl')).toBeUndefined();
  });
});

describe('encrypted secrets', () => {
  it('read back what was sealed, and refuse a tampered value', () => {
    const sealed = secrets.encrypt('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(secrets.decrypt(sealed)).toBe('JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}AA`;
    expect(() => secrets.decrypt(parts.join('.'))).toThrow();
  });
});

describe('matchTotp', () => {
  it('accepts the code of the current step and of one step either side, answering its step', () => {
    const secret = newTotpSecret();
    const now = at('2026-03-01T12:00:15Z');
    const step = Math.floor(now.getTime() / 30_000);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() + 90_000)), now)).toBeNull();
  });
});
