import type { Referral } from '@velvet/contracts';

/** The longest value the sign-up accepts; a longer one is not a referral we can keep. */
const MAX_LENGTH = 100;
const STORAGE_KEY = 'velvet:referral';

const valueOf = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_LENGTH ? trimmed : undefined;
};

/** What a sign-up link carries: `referred_by` (or the older `ref`) and the campaign's `velvet_cash_id`. */
export function referralFromSearch(search: URLSearchParams): Referral {
  const referredBy = valueOf(search.get('referred_by')) ?? valueOf(search.get('ref'));
  const cashId = valueOf(search.get('velvet_cash_id'));
  return { ...(referredBy && { referred_by: referredBy }), ...(cashId && { velvet_cash_id: cashId }) };
}

export const hasReferral = (referral: Referral) => Boolean(referral.referred_by || referral.velvet_cash_id);

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function parseStored(text: string | null): Referral {
  if (!text) return {};
  try {
    const stored = JSON.parse(text) as Record<string, unknown>;
    const pick = (key: string) => (typeof stored[key] === 'string' ? valueOf(stored[key]) : undefined);
    const referredBy = pick('referred_by');
    const cashId = pick('velvet_cash_id');
    return { ...(referredBy && { referred_by: referredBy }), ...(cashId && { velvet_cash_id: cashId }) };
  } catch {
    return {};
  }
}

/**
 * The referral of the link this tab arrived by, kept for the tab's session so it still reaches the
 * sign-up (by email or through a social popup) after the visitor browses on. A newer link replaces it.
 */
export function createReferralStore(storage: () => StorageLike | undefined) {
  return {
    remember(referral: Referral) {
      if (hasReferral(referral)) storage()?.setItem(STORAGE_KEY, JSON.stringify(referral));
    },
    /** The link's referral when the page still carries one, else the remembered one. */
    current(search: URLSearchParams): Referral {
      const fromLink = referralFromSearch(search);
      return hasReferral(fromLink) ? fromLink : parseStored(storage()?.getItem(STORAGE_KEY) ?? null);
    },
  };
}

const sessionStorageOrNothing = () => {
  try {
    return window.sessionStorage;
  } catch {
    // Storage may be refused (privacy settings): the link's own parameters still work.
    return undefined;
  }
};

export const referralStore = createReferralStore(sessionStorageOrNothing);
