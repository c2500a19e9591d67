/** The spec's badges a creator page shows: VerifiedCreator, AffiliatedWith{product}, Prime, CreatorPro. */
export type BadgeKind = 'verified-creator' | 'affiliated' | 'prime' | 'creator-pro';

export type BadgeView = { kind: BadgeKind; label: string };

/** What the one verified badge means, in its tooltip and to screen readers. */
export const VERIFIED_CREATOR_LABEL = 'Verified creator: identity checked';

const known: Record<string, BadgeView> = {
  VerifiedCreator: { kind: 'verified-creator', label: VERIFIED_CREATOR_LABEL },
  Prime: { kind: 'prime', label: 'Prime member' },
  CreatorPro: { kind: 'creator-pro', label: 'Creator Pro' },
};

const AFFILIATED = 'AffiliatedWith';

/**
 * The badges a creator's page shows, in the spec's order, each once. One verified badge only: the
 * identity check (VerifiedCreator); VerifiedUser says the email was confirmed, which every creator's is,
 * and beside it looked like a second, near-identical check. Names the app does not know are left out.
 */
export function badgeViews(badges: readonly string[]): BadgeView[] {
  const views: BadgeView[] = [];
  const seen = new Set<string>();
  for (const badge of badges) {
    if (seen.has(badge)) continue;
    seen.add(badge);
    if (known[badge]) views.push(known[badge]);
    else if (badge.startsWith(AFFILIATED) && badge.length > AFFILIATED.length) {
      views.push({ kind: 'affiliated', label: `Affiliated with ${badge.slice(AFFILIATED.length)}` });
    }
  }
  const order: BadgeKind[] = ['verified-creator', 'affiliated', 'prime', 'creator-pro'];
  return views.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}
