/** Subscription periods, in the spec's plan order, with their length in months. */
export const validityTypes = ['MONTHLY', 'QUARTERLY', 'HALF_YEARLY', 'YEARLY'] as const;
export type ValidityType = (typeof validityTypes)[number];

export const monthsOf: Record<ValidityType, number> = { MONTHLY: 1, QUARTERLY: 3, HALF_YEARLY: 6, YEARLY: 12 };
export const validityLabels: Record<ValidityType, string> = { MONTHLY: 'Monthly', QUARTERLY: '3 Months', HALF_YEARLY: '6 Months', YEARLY: 'Yearly' };

export const MIN_SUBSCRIPTION_PRICE_CENTS = 500;
export const DEFAULT_PLAN_PRICE_DOLLARS = 5;
export const DEFAULT_DISCOUNT_PERCENT = 5;

export const discountTypes = ['percentage', 'amount'] as const;
export type DiscountType = (typeof discountTypes)[number];

/** A package's discount as stored: amounts in cents, dates as ISO days (yyyy-mm-dd). */
export type PackageDiscount = {
  type: DiscountType;
  percentage: number;
  amountCents: number;
  startDate: string | null;
  endDate: string | null;
  isPermanent: boolean;
  appliesOnRenewal: boolean;
  /** Renewal cycles the discount lasts for; null for as long as it applies. */
  forCycles: number | null;
};

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The spec: a discount applies when permanent, or when today lies within its start and end dates. */
export function discountIsLive(discount: PackageDiscount, at: Date): boolean {
  if (discount.isPermanent) return true;
  const today = isoDay(at);
  return (!discount.startDate || discount.startDate <= today) && (!discount.endDate || today <= discount.endDate);
}

/** The price after a discount: a percentage off, or an amount subtracted; never below 0. */
export function applyDiscount(priceCents: number, discount: PackageDiscount): number {
  const off = discount.type === 'percentage' ? Math.round((priceCents * discount.percentage) / 100) : discount.amountCents;
  return Math.max(0, priceCents - off);
}

/**
 * What a period costs before tax. The first purchase takes a live discount; a renewal takes it only
 * when it applies on renewal and, with `forCycles`, only for that many renewals.
 */
export function periodPriceCents(
  pkg: { priceCents: number; discount: PackageDiscount | null },
  options: { at: Date; renewal?: { cycle: number } },
): number {
  const { discount } = pkg;
  if (!discount || !discountIsLive(discount, options.at)) return pkg.priceCents;
  if (options.renewal) {
    if (!discount.appliesOnRenewal) return pkg.priceCents;
    if (discount.forCycles !== null && options.renewal.cycle > discount.forCycles) return pkg.priceCents;
  }
  return applyDiscount(pkg.priceCents, discount);
}

/** The price shown per month: the period's total divided by its months, to the cent. */
export const monthlyEquivalentCents = (totalCents: number, validity: ValidityType) => Math.round(totalCents / monthsOf[validity]);

/** The end of a period that starts at `from`: the same day of the month, `months` later (clamped to month end). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
