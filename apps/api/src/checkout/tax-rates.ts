import type { TaxInfo } from '@velvet/contracts';

const NO_TAX: TaxInfo = { tax_percentage: 0, tax_name: '' };

/**
 * Consumer tax on digital services by the payer's country (the spec gives the formula, not the rates).
 * A country we do not list, or a payer without one, pays none.
 */
const taxByCountry: Record<string, TaxInfo> = {
  NL: { tax_percentage: 21, tax_name: 'VAT' },
  BE: { tax_percentage: 21, tax_name: 'VAT' },
  DE: { tax_percentage: 19, tax_name: 'VAT' },
  FR: { tax_percentage: 20, tax_name: 'VAT' },
  ES: { tax_percentage: 21, tax_name: 'VAT' },
  IT: { tax_percentage: 22, tax_name: 'VAT' },
  IE: { tax_percentage: 23, tax_name: 'VAT' },
  GB: { tax_percentage: 20, tax_name: 'VAT' },
  CH: { tax_percentage: 8.1, tax_name: 'VAT' },
  NO: { tax_percentage: 25, tax_name: 'VAT' },
  AU: { tax_percentage: 10, tax_name: 'GST' },
  NZ: { tax_percentage: 15, tax_name: 'GST' },
  CA: { tax_percentage: 5, tax_name: 'GST' },
  IN: { tax_percentage: 18, tax_name: 'GST' },
  JP: { tax_percentage: 10, tax_name: 'Consumption tax' },
};

export const taxInfoFor = (country: string | null | undefined): TaxInfo => (country && taxByCountry[country.toUpperCase()]) || NO_TAX;
