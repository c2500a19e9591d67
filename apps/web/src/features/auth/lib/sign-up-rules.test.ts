import type { EmailCheck } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { canCreateAccount, emailFeedback, firstIssue, passwordRuleStates, signUpFormSchema, toSignUpPayload, type Check } from './sign-up-rules';

const accepted: Check<EmailCheck> = { status: 'done', value: { status: 'valid', validation_id: 'v1', expires_at: '2026-01-01T00:30:00Z' } };
const ready = { formValid: true, ageConfirmed: true, emailCheck: accepted, usernameCheck: { status: 'idle' } as const, submitting: false };

describe('passwordRuleStates', () => {
  it("tells which of the spec's four rules a password meets", () => {
    expect(passwordRuleStates('')).toEqual([
      { message: 'Password is required', met: false },
      { message: 'Password must be at least 8 characters', met: false },
      { message: 'Must contain at least one uppercase letter', met: false },
      { message: 'Must contain a special character', met: false },
    ]);
    expect(passwordRuleStates('Velvet#2026').every((rule) => rule.met)).toBe(true);
    expect(passwordRuleStates('velvet2026').filter((rule) => !rule.met).map((rule) => rule.message)).toEqual([
      'Must contain at least one uppercase letter',
      'Must contain a special character',
    ]);
  });
});

describe('signUpFormSchema', () => {
  it('takes an empty username and gives the rule messages for a bad one', () => {
    const values = { username: '', email: 'ana@example.com', password: 'Velvet#2026', age_confirmed: false };
    expect(signUpFormSchema.safeParse(values).success).toBe(true);
    expect(firstIssue(signUpFormSchema.shape.username, 'abc')).toBe('Username must be at least 4 characters long.');
    expect(firstIssue(signUpFormSchema.shape.username, 'ab cd')).toBe('Username cannot contain spaces.');
    expect(firstIssue(signUpFormSchema.shape.username, 'ana-m')).toBe('Only letters, numbers, and underscores allowed');
    expect(firstIssue(signUpFormSchema.shape.email, 'ana@')).toBe('Please enter a valid email address.');
  });
});

describe('emailFeedback', () => {
  it('shows the reason of a refusal, a suggestion, or the 429 message', () => {
    expect(emailFeedback({ status: 'done', value: { status: 'reject', reason: 'Disposable', validation_id: null, expires_at: null } })).toEqual({ error: 'Disposable' });
    expect(emailFeedback({ status: 'done', value: { ...(accepted.value as EmailCheck), suggestion: 'ana@gmail.com' } })).toEqual({
      suggestion: 'ana@gmail.com',
      validationId: 'v1',
    });
    expect(emailFeedback({ status: 'failed', message: 'Too many requests. Please try again in a few minutes.' })).toEqual({
      error: 'Too many requests. Please try again in a few minutes.',
    });
    expect(emailFeedback({ status: 'checking' })).toEqual({});
  });
});

describe('canCreateAccount', () => {
  it('is enabled only with a valid form, the box ticked and the email accepted', () => {
    expect(canCreateAccount(ready)).toBe(true);
    expect(canCreateAccount({ ...ready, formValid: false })).toBe(false);
    expect(canCreateAccount({ ...ready, ageConfirmed: false })).toBe(false);
    expect(canCreateAccount({ ...ready, emailCheck: { status: 'checking' } })).toBe(false);
    expect(canCreateAccount({ ...ready, emailCheck: { status: 'failed', message: 'x' } })).toBe(false);
  });

  it('waits for a typed username to be found free', () => {
    expect(canCreateAccount({ ...ready, usernameCheck: { status: 'checking' } })).toBe(false);
    expect(canCreateAccount({ ...ready, usernameCheck: { status: 'failed', message: 'This username is already taken.' } })).toBe(false);
    expect(canCreateAccount({ ...ready, usernameCheck: { status: 'done', value: {} } })).toBe(true);
    expect(canCreateAccount({ ...ready, submitting: true })).toBe(false);
  });
});

describe('toSignUpPayload', () => {
  it('sends the spec payload, leaving out an empty username', () => {
    const values = { username: '', email: ' Ana@Example.com ', password: 'Velvet#2026', age_confirmed: true };
    expect(toSignUpPayload(values, { validationId: 'v1', userType: 'CREATOR' })).toEqual({
      email: 'ana@example.com',
      password: 'Velvet#2026',
      validation_id: 'v1',
      user_type: 'CREATOR',
      age_confirmed: true,
    });
    expect(toSignUpPayload({ ...values, username: 'Ana_M' }, { validationId: 'v1', userType: 'USER' }).username).toBe('ana_m');
  });

  it("sends the link's referral and campaign cash id, and the offer", () => {
    const values = { username: '', email: 'ana@example.com', password: 'Velvet#2026', age_confirmed: true };
    const payload = toSignUpPayload(values, { validationId: 'v1', userType: 'USER', referral: { referred_by: 'luna_moreau', velvet_cash_id: 'spring' }, offerId: 'welcome' });
    expect(payload).toMatchObject({ referred_by: 'luna_moreau', velvet_cash_id: 'spring', offer_id: 'welcome' });
    expect(toSignUpPayload(values, { validationId: 'v1', userType: 'USER', referral: {} })).not.toHaveProperty('referred_by');
  });
});
