import { countryForDialCode, nameError, normaliseDialCode, searchCountries, type Country } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { isCropLargeEnough } from './crop';
import { interestsStepError, isOptionDisabled, secondsLeft, stepAfterFailure, toggleInterest } from './wizard';

const items = (count: number) => Array.from({ length: count }, (_, index) => `item ${index}`);

describe('stepAfterFailure', () => {
  it("returns to step 2 on 'Sms verification failed' and to step 1 on any other 422", () => {
    expect(stepAfterFailure({ status: 422, message: 'Sms verification failed' })).toBe(2);
    expect(stepAfterFailure({ status: 422, message: 'You must be at least 18 years old' })).toBe(1);
    expect(stepAfterFailure({ status: 500, message: 'Something went wrong' })).toBe(5);
  });
});

describe('interest selection', () => {
  it('adds and removes, and stops adding at 20', () => {
    expect(toggleInterest(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleInterest(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleInterest(items(20), 'extra')).toHaveLength(20);
  });

  it('disables further options at 20 but not the chosen ones', () => {
    expect(isOptionDisabled(items(20), 'extra')).toBe(true);
    expect(isOptionDisabled(items(20), 'item 3')).toBe(false);
    expect(isOptionDisabled(items(19), 'extra')).toBe(false);
  });

  it("gives the spec's messages", () => {
    expect(interestsStepError(items(4), items(5))).toBe('Select at least five kinks');
    expect(interestsStepError(items(5), items(4))).toBe('Select at least five lifestyle interests');
    expect(interestsStepError(items(5), items(5))).toBeUndefined();
  });
});

describe('phone resend timer', () => {
  it('counts whole seconds down to zero', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_500)).toBe(1);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
  });
});

describe('dial codes', () => {
  const countries: Country[] = [
    { name: 'Canada', iso2: 'CA', code: 'CA', dial_code: '+1' },
    { name: 'United States', iso2: 'US', code: 'US', dial_code: '+1' },
    { name: 'Guernsey', iso2: 'GG', code: 'GG', dial_code: '+44' },
    { name: 'United Kingdom', iso2: 'GB', code: 'GB', dial_code: '+44' },
    { name: 'Netherlands', iso2: 'NL', code: 'NL', dial_code: '+31' },
  ];

  it('+44 picks GB and +1 picks US', () => {
    expect(countryForDialCode(countries, '+44')?.iso2).toBe('GB');
    expect(countryForDialCode(countries, '1')?.iso2).toBe('US');
    expect(countryForDialCode(countries, '+31')?.iso2).toBe('NL');
  });

  it('keeps digits with an optional leading +, at most 5 characters', () => {
    expect(normaliseDialCode('+44a')).toBe('+44');
    expect(normaliseDialCode('123456')).toBe('+1234');
    expect(normaliseDialCode('abc')).toBe('');
  });

  it('searches by name or dial code', () => {
    expect(searchCountries(countries, 'nether').map((country) => country.iso2)).toEqual(['NL']);
    expect(searchCountries(countries, '+3').map((country) => country.iso2)).toEqual(['NL']);
  });
});

describe('name prompt rules', () => {
  it("checks trimmed values in the spec's order", () => {
    expect(nameError(' ', 'Smith')).toBe('Both fields are required!');
    expect(nameError('Al', 'Smith')).toBe('First/Last name must be between 3 and 50 characters.');
    expect(nameError('Alice', 'Sm.th')).toBe('Names cannot contain punctuation or emojis.');
    expect(nameError('  Zoë ', ' van Dijk ')).toBeUndefined();
  });
});

describe('crop size', () => {
  it('needs a crop at least 50 wide', () => {
    expect(isCropLargeEnough({ x: 0, y: 0, width: 49, height: 49 })).toBe(false);
    expect(isCropLargeEnough({ x: 0, y: 0, width: 50, height: 25 })).toBe(true);
    expect(isCropLargeEnough(null)).toBe(false);
  });
});
