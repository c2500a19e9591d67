import type { Country } from '@velvet/contracts';
import { countries as countryData } from 'countries-list';

/**
 * Every country of the `countries-list` package with its first dial code (about 250), sorted by name.
 * Computed once: the list only changes with the package.
 */
export const countryList: readonly Country[] = Object.entries(countryData)
  .filter(([, country]) => country.phone.length > 0)
  .map(([iso2, country]) => ({ name: country.name, iso2, code: iso2, dial_code: `+${country.phone[0]}` }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const knownIso = new Set(countryList.map((country) => country.iso2));
export const isKnownCountry = (iso2: string) => knownIso.has(iso2.toUpperCase());
