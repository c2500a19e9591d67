import { countryLabel, type Address } from '@velvet/contracts';

/** The countries the address form offers, stored 'code:name'. */
export const COUNTRIES = [
  'AT:Austria', 'AU:Australia', 'BE:Belgium', 'CA:Canada', 'CH:Switzerland', 'DE:Germany', 'DK:Denmark', 'ES:Spain', 'FI:Finland', 'FR:France',
  'GB:United Kingdom', 'IE:Ireland', 'IT:Italy', 'LU:Luxembourg', 'NL:Netherlands', 'NO:Norway', 'NZ:New Zealand', 'PL:Poland', 'PT:Portugal',
  'SE:Sweden', 'US:United States',
].map((value) => ({ value, label: countryLabel(value) }));

/** One line of an address as the lists show it, the country by its name. */
export function addressLine(address: Pick<Address, 'flat' | 'street' | 'city' | 'state' | 'zip_code' | 'country'>): string {
  const street = [address.flat, address.street].filter(Boolean).join(' ');
  return [street, `${address.zip_code} ${address.city}`, address.state, countryLabel(address.country)].filter(Boolean).join(', ');
}

/** The address the purchase starts with: the one just chosen if it still exists, else the default, else the first. */
export function preselectedAddress(addresses: Address[], chosenId?: string | null): Address | undefined {
  return addresses.find((address) => address._id === chosenId) ?? addresses.find((address) => address.is_default) ?? addresses[0];
}
