import type { TaxInfo } from '@velvet/contracts';
import { PLATFORM_FEE_PERCENT, processingFeeCents, taxCents } from '@velvet/contracts';

export type Charges = {
  amountCents: number;
  taxCents: number;
  processingFeeCents: number;
  totalCents: number;
  taxBasisPoints: number;
  taxName: string;
};

type PriceOptions = { priceCents: number; tax: TaxInfo; isDeposit?: boolean };

/** What the payer pays: the price, its tax (none on a deposit) and the small-price processing fee. */
export function priceCharges({ priceCents, tax, isDeposit = false }: PriceOptions): Charges {
  const tax$ = isDeposit ? 0 : taxCents(priceCents, tax.tax_percentage);
  const fee = isDeposit ? 0 : processingFeeCents(priceCents);
  return {
    amountCents: priceCents,
    taxCents: tax$,
    processingFeeCents: fee,
    totalCents: priceCents + tax$ + fee,
    taxBasisPoints: isDeposit ? 0 : Math.round(tax.tax_percentage * 100),
    taxName: isDeposit ? '' : tax.tax_name,
  };
}

export type Payee = {
  creatorId: string;
  /** Post collaborators and collab members, each with a percentage of what the platform leaves. */
  collaborators?: Array<{ userId: string; percent: number }>;
  /** An agency tagged by the creator takes this percentage of the creator's own share. */
  agency?: { agencyId: string; percent: number };
};

export type Share = { recipientId: string; share: 'creator' | 'collaborator' | 'agency'; amountCents: number };
export type Split = { platformFeeCents: number; agencyFeeCents: number; shares: Share[] };

/**
 * Divides the price among the platform, collaborators, the creator and the creator's agency. Every
 * rounding remainder goes to the creator, so the parts always add up to the price exactly.
 */
export function splitIncome(amountCents: number, payee: Payee, platformFeePercent = PLATFORM_FEE_PERCENT): Split {
  const platformFeeCents = Math.round((amountCents * platformFeePercent) / 100);
  const creatorsPart = amountCents - platformFeeCents;
  const collaboratorShares: Share[] = (payee.collaborators ?? []).map(({ userId, percent }) => ({
    recipientId: userId,
    share: 'collaborator',
    amountCents: Math.floor((creatorsPart * percent) / 100),
  }));
  const creatorGross = creatorsPart - collaboratorShares.reduce((sum, share) => sum + share.amountCents, 0);
  const agencyFeeCents = payee.agency ? Math.floor((creatorGross * payee.agency.percent) / 100) : 0;
  const shares: Share[] = [{ recipientId: payee.creatorId, share: 'creator', amountCents: creatorGross - agencyFeeCents }, ...collaboratorShares];
  if (payee.agency && agencyFeeCents > 0) shares.push({ recipientId: payee.agency.agencyId, share: 'agency', amountCents: agencyFeeCents });
  return { platformFeeCents, agencyFeeCents, shares: shares.filter((share) => share.amountCents > 0) };
}
