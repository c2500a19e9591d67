import { formatUsd, monthsOf, toCents, toDollars, validityLabels, type SubscriptionPackage } from '@velvet/contracts';
import { paymentBreakdown, type PaymentBreakdown } from '@/shared/payment-method/payment-breakdown';

/** What the confirm step shows of a package: the period, its price per month, the discount and the total with tax. */
export type SubscriptionPriceLines = {
  label: string;
  months: number;
  /** The period's price before discount, in cents. */
  listCents: number;
  /** The period's price today after a live discount, before tax, in cents. */
  priceCents: number;
  /** What the period's price comes to per month, after discount. */
  perMonthCents: number;
  /** 'Save 5%' or 'Save $2.00'; null without a live discount. */
  discountText: string | null;
  breakdown: PaymentBreakdown;
};

const formatCents = (cents: number) => formatUsd(toDollars(cents));

function discountText(pkg: SubscriptionPackage, savedCents: number): string | null {
  if (savedCents <= 0) return null;
  return pkg.discount.type === 'percentage' ? `Save ${pkg.discount.percentage}%` : `Save ${formatCents(savedCents)}`;
}

/** The price lines of one package for a payer with `taxPercentage`: tax is amount × tax_percentage / 100 of the period's price. */
export function subscriptionPriceLines(pkg: SubscriptionPackage, taxPercentage: number): SubscriptionPriceLines {
  const months = monthsOf[pkg.validity_type];
  const listCents = toCents(pkg.price);
  const priceCents = toCents(pkg.final_price);
  return {
    label: validityLabels[pkg.validity_type],
    months,
    listCents,
    priceCents,
    perMonthCents: Math.round(priceCents / months),
    discountText: discountText(pkg, listCents - priceCents),
    breakdown: paymentBreakdown(pkg.final_price, taxPercentage),
  };
}

/** '$4.75 / month' */
export const perMonthText = (lines: Pick<SubscriptionPriceLines, 'perMonthCents'>) => `${formatCents(lines.perMonthCents)} / month`;

/** How often a period renews, after 'every': 'month' or '3 months'. */
export const periodText = (months: number) => (months === 1 ? 'month' : `${months} months`);

export { formatCents };
