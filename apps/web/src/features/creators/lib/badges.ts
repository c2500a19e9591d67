/** The spec's badges: VerifiedUser, VerifiedCreator, AffiliatedWith{product}, Prime, CreatorPro. */
export type BadgeKind = 'verified-user' | 'verified-creator' | 'affiliated' | 'prime' | 'creator-pro';

export type BadgeView = { kind: BadgeKind; label: string };

const known: Record<string, BadgeView> = {
  VerifiedUser: { kind: 'verified-user', label: 'Verified user' },
  VerifiedCreator: { kind: 'verified-creator', label: 'Verified creator' },
  Prime: { kind: 'prime', label: 'Prime member' },
  CreatorPro: { kind: 'creator-pro', label: 'Creator Pro' },
};

const AFFILIATED = 'AffiliatedWith';

/**
 * The badges a profile shows, in the spec's order, each once; names the app does not know are left
 * out rather than shown raw.
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
  const order: BadgeKind[] = ['verified-user', 'verified-creator', 'affiliated', 'prime', 'creator-pro'];
  return views.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}
