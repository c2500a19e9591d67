import { formatUsd, processingFeeCents, taxCents, toCents, toDollars, type TaxInfo } from '@velvet/contracts';

export type PaymentBreakdown = {
  amountCents: number;
  taxCents: number;
  processingFeeCents: number;
  totalCents: number;
};

/** What a purchase of `amount` dollars costs the payer: the price, its tax, the processing fee and the total. */
export function paymentBreakdown(amount: number, taxPercentage: number): PaymentBreakdown {
  const amountCents = toCents(amount);
  const tax = taxCents(amountCents, taxPercentage);
  const fee = processingFeeCents(amountCents);
  return { amountCents, taxCents: tax, processingFeeCents: fee, totalCents: amountCents + tax + fee };
}

const percentage = (value: number) => `${Number(value.toFixed(2))}%`;

/**
 * The confirmation line of a payment: 'You will pay $10.00 + 21% VAT ($2.10) = $12.10'.
 * Without tax it is 'You will pay $10.00'; a processing fee, when the price carries one, is listed too.
 */
export function paymentSummaryText(amount: number, taxInfo: TaxInfo | undefined): string {
  const breakdown = paymentBreakdown(amount, taxInfo?.tax_percentage ?? 0);
  const parts = [formatUsd(toDollars(breakdown.amountCents))];
  if (taxInfo && breakdown.taxCents > 0) {
    parts.push(`${percentage(taxInfo.tax_percentage)} ${taxInfo.tax_name} (${formatUsd(toDollars(breakdown.taxCents))})`);
  }
  if (breakdown.processingFeeCents > 0) parts.push(`processing fee (${formatUsd(toDollars(breakdown.processingFeeCents))})`);
  const total = parts.length > 1 ? ` = ${formatUsd(toDollars(breakdown.totalCents))}` : '';
  return `You will pay ${parts.join(' + ')}${total}`;
}
