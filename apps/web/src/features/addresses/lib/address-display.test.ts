import type { Address } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { addressLine, COUNTRIES, preselectedAddress } from './address-display';

const address = (id: string, isDefault = false): Address => ({
  _id: id,
  label: 'Home',
  flat: '2B',
  street: 'Keizersgracht 1',
  city: 'Amsterdam',
  state: 'Noord-Holland',
  zip_code: '1015 CJ',
  country: 'NL:Netherlands',
  phone_number: '+31 20 123 4567',
  is_default: isDefault,
  type: 'Delivery',
});

describe('address display', () => {
  it('shows the country by the part after the colon', () => {
    expect(addressLine(address('a'))).toBe('2B Keizersgracht 1, 1015 CJ Amsterdam, Noord-Holland, Netherlands');
    expect(COUNTRIES.find((country) => country.value === 'GB:United Kingdom')?.label).toBe('United Kingdom');
  });

  it('preselects the chosen address, else the default, else the first', () => {
    const list = [address('a'), address('b', true), address('c')];
    expect(preselectedAddress(list)?._id).toBe('b');
    expect(preselectedAddress(list, 'c')?._id).toBe('c');
    expect(preselectedAddress(list, 'gone')?._id).toBe('b');
    expect(preselectedAddress([address('a')])?._id).toBe('a');
    expect(preselectedAddress([])).toBeUndefined();
  });
});
