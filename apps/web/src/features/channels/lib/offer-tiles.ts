import { monthlyEquivalentCents, PERKS_SHOWN, validityTypes, type Channel, type SubscriptionPackage } from '@velvet/contracts';

/** What the tiles are made from: a channel, or a collab group's plans. */
export type OfferSource = Pick<Channel, 'packages' | 'active_subscription' | 'is_author' | 'deletion_requested_at'>;

export type TileAction = 'sign-in' | 'subscribe' | 'follow' | 'my-subscription' | 'unfollow' | null;

export type OfferTile = {
  pkg: SubscriptionPackage;
  /** What the period costs today per month (total divided by months). */
  perMonth: number;
  total: number;
  /** The full price before a live discount, when one applies. */
  fullTotal: number | null;
  /** '10% off' or '$2.00 off', when a discount applies today. */
  badge: string | null;
  /** 'Save 19% vs monthly': what a longer period saves per month against the monthly plan, when it does. */
  savings: string | null;
  isCurrent: boolean;
  /** A free channel's package: followed at no charge, with no payment step. */
  isFree: boolean;
  action: TileAction;
};

const cents = (dollars: number) => Math.round(dollars * 100);
const usd = (dollars: number) => `$${dollars.toFixed(2)}`;

/** Whole percent saved per month against the monthly price; null for the monthly plan itself or no saving. */
function savingsAgainstMonthly(perMonthCents: number, monthlyCents: number | null): string | null {
  if (!monthlyCents || perMonthCents >= monthlyCents) return null;
  const percent = Math.floor(((monthlyCents - perMonthCents) * 100) / monthlyCents);
  return percent >= 1 ? `Save ${percent}% vs monthly` : null;
}

/**
 * The offer panel's tiles, active plans in plan order. Who may click what (spec section 2): the author
 * nothing; a subscriber only the current plan (its details); guests are sent to sign in; on a channel
 * being deleted no new subscription starts. A free channel's package is followed and unfollowed, with no payment step.
 */
export function offerTiles(channel: OfferSource, viewer: { signedIn: boolean }): OfferTile[] {
  const active = channel.active_subscription;
  const monthly = channel.packages.find((pkg) => pkg.is_active && pkg.validity_type === 'MONTHLY');
  const monthlyCents = monthly ? cents(monthly.final_price) : null;
  return channel.packages
    .filter((pkg) => pkg.is_active)
    .sort((left, right) => validityTypes.indexOf(left.validity_type) - validityTypes.indexOf(right.validity_type))
    .map((pkg) => {
      const discounted = cents(pkg.final_price) < cents(pkg.price);
      const isCurrent = active?.other_data.package_id._id === pkg._id;
      const badge = discounted ? (pkg.discount.type === 'percentage' ? `${pkg.discount.percentage}% off` : `${usd(pkg.discount.amount)} off`) : null;
      const isFree = pkg.offer_type === 'free';
      let action: TileAction;
      if (channel.is_author) action = null;
      else if (active) action = isCurrent ? (isFree ? 'unfollow' : 'my-subscription') : null;
      else if (channel.deletion_requested_at) action = null;
      else if (!viewer.signedIn) action = 'sign-in';
      else action = isFree ? 'follow' : 'subscribe';
      const perMonthCents = monthlyEquivalentCents(cents(pkg.final_price), pkg.validity_type);
      return {
        pkg,
        perMonth: perMonthCents / 100,
        total: pkg.final_price,
        fullTotal: discounted ? pkg.price : null,
        badge,
        savings: savingsAgainstMonthly(perMonthCents, monthlyCents),
        isCurrent,
        isFree,
        action,
      };
    });
}

/** The perks shown before 'Show All Perks' / 'See all perks' is pressed. */
export const visiblePerks = <T>(perks: T[], showAll: boolean) => (showAll ? perks : perks.slice(0, PERKS_SHOWN));

const unitLabels: Record<string, string> = { TurnCount: 'times', MessageCount: 'messages', Minute: 'minutes', Hour: 'hours', Day: 'days' };

/** A free service as the perks list names it: 'Free video call: 15 minutes'. */
export const freeServicePerkLabel = (entry: { type: string; unit: number; unit_type: string }) => `Free ${entry.type}: ${entry.unit} ${unitLabels[entry.unit_type] ?? entry.unit_type}`;
