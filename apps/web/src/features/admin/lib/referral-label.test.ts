import { describe, expect, it } from 'vitest';
import { referralLabel } from './referral-label';

describe('referralLabel', () => {
  it('names the referring account and the campaign', () => {
    expect(referralLabel({ referred_by: 'luna_moreau', referrer: { _id: 'u1', username: 'luna_moreau' }, cash_id: 'spring' })).toBe('Referred by @luna_moreau, campaign spring');
  });

  it('says when the name the link carried is no account', () => {
    expect(referralLabel({ referred_by: 'ghost', referrer: null, cash_id: null })).toBe('Referred by "ghost" (no such account)');
  });

  it('names a campaign without a referrer', () => {
    expect(referralLabel({ referred_by: null, referrer: null, cash_id: 'spring' })).toBe('Campaign spring');
  });
});
