import type { Me } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { checkGate, gateFactsOf, kycStatusText } from './gate';

const user = (overrides: Partial<Me> = {}): Me =>
  ({
    _id: 'u1',
    username: 'ana',
    email: 'ana@example.test',
    email_verified: true,
    two_factor_enabled: false,
    kyc: { full_kyc_completed: true, status: 'verified' },
    isVerified: true,
    skipContentWarning: false,
    f_name: null,
    l_name: null,
    role: 'USER',
    avatar: null,
    ...overrides,
  }) as Me;

const unverifiedIdentity = { kyc: { full_kyc_completed: false, status: 'none' as const }, isVerified: false };

describe('the verification gate', () => {
  it('lets a guest through (the guest is asked to sign in instead)', () => {
    expect(checkGate(null, 'send tip')).toBeNull();
  });

  it('lets through a verified email with an accepted identity', () => {
    expect(checkGate(user(), 'send tip')).toBeNull();
  });

  it('asks an unverified email to be verified first, with Resend email', () => {
    expect(checkGate(user({ email_verified: false }), 'send tip')).toEqual({
      message: 'Your email is not verified. Please verify your email',
      remedy: 'resend-email',
      label: 'Resend email',
    });
    expect(checkGate(user({ email_verified: false, skipContentWarning: true }), 'purchase')?.remedy).toBe('resend-email');
  });

  it.each(['none', 'pending', 'declined'] as const)('sends a verified email with identity %s to Get Verified, naming the action', (status) => {
    expect(checkGate(user({ kyc: { full_kyc_completed: false, status }, isVerified: false }), 'send tip')).toEqual({
      message: 'Complete your KYC (creator) or age verification to send tip',
      remedy: 'get-verified',
      label: 'Get Verified',
    });
  });

  it('lets skipContentWarning past the identity check when the email is verified', () => {
    expect(checkGate(user({ ...unverifiedIdentity, skipContentWarning: true }), 'comment')).toBeNull();
  });

  it('reads the facts from Me', () => {
    expect(gateFactsOf(user({ ...unverifiedIdentity, skipContentWarning: true }))).toEqual({ email_verified: true, kyc_status: 'none', skip_content_warning: true });
  });
});

describe('kycStatusText', () => {
  it('names KYC for creators and age verification for fans', () => {
    expect(kycStatusText('pending', 'CREATOR')).toBe('Your KYC is being checked.');
    expect(kycStatusText('verified', 'USER')).toBe('Your age verification is complete.');
    expect(kycStatusText('declined', 'USER')).toBe('Your age verification was declined. You can try again.');
  });
});
