/** The spec's badges a creator page shows: VerifiedCreator, AffiliatedWith{product}, Prime, CreatorPro. */
export type BadgeKind = 'verified-creator' | 'verified-user' | 'affiliated' | 'prime' | 'creator-pro';

export type BadgeView = { kind: BadgeKind; label: string };

/** What the one verified badge means, in its tooltip and to screen readers. */
export const VERIFIED_CREATOR_LABEL = 'Verified creator: identity checked';

/** A fan's page: their email is confirmed (fans have no identity badge to show beside it). */
export const VERIFIED_USER_LABEL = 'Verified user: email confirmed';

const known: Record<string, BadgeView> = {
  VerifiedCreator: { kind: 'verified-creator', label: VERIFIED_CREATOR_LABEL },
  Prime: { kind: 'prime', label: 'Prime member' },
  CreatorPro: { kind: 'creator-pro', label: 'Creator Pro' },
};

const AFFILIATED = 'AffiliatedWith';

/**
 * The badges a creator's page shows, in the spec's order, each once. One verified badge only: the
 * identity check (VerifiedCreator); VerifiedUser says the email was confirmed, which every creator's is,
 * and beside it looked like a second, near-identical check; `verifiedUser` shows it on a page without the
 * identity badge (a fan's). Names the app does not know are left out.
 */
export function badgeViews(badges: readonly string[], options: { verifiedUser?: boolean } = {}): BadgeView[] {
  const views: BadgeView[] = [];
  const seen = new Set<string>();
  const showVerifiedUser = options.verifiedUser && !badges.includes('VerifiedCreator');
  for (const badge of badges) {
    if (seen.has(badge)) continue;
    seen.add(badge);
    if (known[badge]) views.push(known[badge]);
    else if (badge === 'VerifiedUser' && showVerifiedUser) views.push({ kind: 'verified-user', label: VERIFIED_USER_LABEL });
    else if (badge.startsWith(AFFILIATED) && badge.length > AFFILIATED.length) {
      views.push({ kind: 'affiliated', label: `Affiliated with ${badge.slice(AFFILIATED.length)}` });
    }
  }
  const order: BadgeKind[] = ['verified-creator', 'verified-user', 'affiliated', 'prime', 'creator-pro'];
  return views.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}
