import { describe, expect, it } from 'vitest';
import { createReferralStore, referralFromSearch } from './referral';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('the referral of a sign-up link', () => {
  it('reads referred_by (or the older ref) and the campaign cash id', () => {
    expect(referralFromSearch(new URLSearchParams('referred_by=luna_moreau&velvet_cash_id=spring'))).toEqual({ referred_by: 'luna_moreau', velvet_cash_id: 'spring' });
    expect(referralFromSearch(new URLSearchParams('ref=luna_moreau'))).toEqual({ referred_by: 'luna_moreau' });
    expect(referralFromSearch(new URLSearchParams('offer=welcome'))).toEqual({});
  });

  it('leaves out blank values and values too long to be kept', () => {
    expect(referralFromSearch(new URLSearchParams(`referred_by=%20&velvet_cash_id=${'x'.repeat(101)}`))).toEqual({});
  });

  it("keeps the link's referral for the tab's session, a newer link replacing it", () => {
    const storage = memoryStorage();
    const store = createReferralStore(() => storage);
    store.remember(referralFromSearch(new URLSearchParams('referred_by=luna_moreau&velvet_cash_id=spring')));
    expect(store.current(new URLSearchParams(''))).toEqual({ referred_by: 'luna_moreau', velvet_cash_id: 'spring' });
    store.remember({});
    expect(store.current(new URLSearchParams(''))).toEqual({ referred_by: 'luna_moreau', velvet_cash_id: 'spring' });
    expect(store.current(new URLSearchParams('referred_by=ava_rose'))).toEqual({ referred_by: 'ava_rose' });
  });

  it('reads nothing from broken or missing storage', () => {
    const storage = memoryStorage();
    storage.setItem('velvet:referral', '{broken');
    expect(createReferralStore(() => storage).current(new URLSearchParams(''))).toEqual({});
    expect(createReferralStore(() => undefined).current(new URLSearchParams(''))).toEqual({});
  });
});
