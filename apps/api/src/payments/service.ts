import type { IdealConversion, IdealDetails } from '@velvet/contracts';
import { toDollars } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import type { AccountsService } from '../accounts/service.ts';
import { taxInfoFor } from '../checkout/tax-rates.ts';
import { priceCharges } from '../checkout/pricing.ts';
import type { Database } from '../platform/db/client.ts';
import { AppError } from '../platform/errors.ts';
import type { PaymentsProvider } from '../platform/providers/payments-port.ts';
import { idealDetails } from './schema.ts';

type PaymentsServiceOptions = { db: Database; provider: PaymentsProvider; accounts: AccountsService; idealEnabled: boolean; skrillEnabled: boolean };

/** Payment methods other than cards: the iDEAL details, the gateway flags (iDEAL, the hosted wallet), the EUR conversion. */
export function createPaymentsService({ db, provider, accounts, idealEnabled, skrillEnabled }: PaymentsServiceOptions) {
  async function idealDetailsOf(userId: string): Promise<IdealDetails | null> {
    const [row] = await db.select().from(idealDetails).where(eq(idealDetails.userId, userId));
    return row ? { f_name: row.fName, l_name: row.lName, email: row.email } : null;
  }

  async function saveIdealDetails(userId: string, details: IdealDetails): Promise<void> {
    const values = { fName: details.f_name, lName: details.l_name, email: details.email, updatedAt: new Date() };
    await db.insert(idealDetails).values({ userId, ...values }).onConflictDoUpdate({ target: idealDetails.userId, set: values });
  }

  /** What an amount costs in EUR by iDEAL, with the payer's tax (none for a deposit). */
  async function idealConversion(userId: string, amountCents: number, isDeposit: boolean): Promise<IdealConversion> {
    const charges = priceCharges({ priceCents: amountCents, tax: taxInfoFor(await accounts.countryOf(userId)), isDeposit });
    try {
      const [withTax, withoutTax] = await Promise.all([provider.quoteUsdToEur(charges.totalCents), provider.quoteUsdToEur(charges.amountCents)]);
      return {
        effectiveConversionRate: withTax.rate,
        finalAmountInEUR: toDollars(withTax.converted_amount),
        finalAmountInEURWithoutTax: toDollars(withoutTax.converted_amount),
        taxConvertedToEUR: toDollars(withTax.converted_amount - withoutTax.converted_amount),
      };
    } catch {
      throw new AppError('PROVIDER_UNAVAILABLE', 'Temporary Gateway Issue - Please select an alternative payment method');
    }
  }

  const taxInfo = async (userId: string) => taxInfoFor(await accounts.countryOf(userId));

  return { idealDetailsOf, saveIdealDetails, idealConversion, taxInfo, idealEnabled: () => idealEnabled, skrillEnabled: () => skrillEnabled };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
