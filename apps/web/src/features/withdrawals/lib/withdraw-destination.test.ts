import type { PayoutAccount } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { withdrawDestination, withdrawTrigger } from './withdraw-destination';

const active: PayoutAccount = { activation_url: 'https://pay.example/a', is_activated: true, sid: 'pye_1', type: 'masspay' };
const waiting: PayoutAccount = { ...active, is_activated: false };

describe('the WITHDRAW trigger and where the withdrawal goes', () => {
  it('carries the activated payout account as sid and type, and nothing before it is activated', () => {
    expect(withdrawTrigger(active)).toEqual({ sid: 'pye_1', type: 'masspay' });
    expect(withdrawTrigger(waiting)).toEqual({});
    expect(withdrawTrigger(null)).toEqual({});
    expect(withdrawTrigger(undefined)).toEqual({});
  });

  it('sends what the trigger carried', () => {
    expect(withdrawDestination({ sid: 'pye_1', type: 'masspay' }, undefined)).toEqual({ sid: 'pye_1', type: 'masspay' });
  });

  it('falls back to the account activated while the dialog was open, and to nothing without one', () => {
    expect(withdrawDestination({}, active)).toEqual({ sid: 'pye_1', type: 'masspay' });
    expect(withdrawDestination({}, waiting)).toBeNull();
    expect(withdrawDestination({}, null)).toBeNull();
  });
});
