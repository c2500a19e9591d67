import { describe, expect, it } from 'vitest';
import { formatWholeDollarsInput, parseDecimalDollars, parseWholeDollars, sanitizeDecimalInput } from './amount-input';

describe('parseWholeDollars', () => {
  it('reads digits with or without thousands separators', () => {
    expect(parseWholeDollars('100')).toBe(100);
    expect(parseWholeDollars('1,000')).toBe(1000);
    expect(parseWholeDollars('12,345,678')).toBe(12_345_678);
    expect(parseWholeDollars('12345')).toBe(12_345);
    expect(parseWholeDollars(' 250 ')).toBe(250);
  });

  it('refuses what is not whole dollars', () => {
    for (const text of ['', ' ', 'abc', '10.5', '1,00', '1,0000', ',100', '-10', '$10']) {
      expect(parseWholeDollars(text), text).toBeNaN();
    }
  });
});

describe('formatWholeDollarsInput', () => {
  it('keeps digits and groups them by thousands', () => {
    expect(formatWholeDollarsInput('1000', 10)).toBe('1,000');
    expect(formatWholeDollarsInput('1,0000', 10)).toBe('10,000');
    expect(formatWholeDollarsInput('$1a2b3', 10)).toBe('123');
  });

  it('drops leading zeros but keeps a single zero', () => {
    expect(formatWholeDollarsInput('0100', 10)).toBe('100');
    expect(formatWholeDollarsInput('0', 10)).toBe('0');
    expect(formatWholeDollarsInput('', 10)).toBe('');
  });

  it('stays within the maximum length, separators included', () => {
    expect(formatWholeDollarsInput('123456789', 10)).toBe('12,345,678');
    expect(formatWholeDollarsInput('12345678', 10)).toHaveLength(10);
  });
});

describe('parseDecimalDollars', () => {
  it('reads amounts with up to two decimals', () => {
    expect(parseDecimalDollars('25')).toBe(25);
    expect(parseDecimalDollars('25.5')).toBe(25.5);
    expect(parseDecimalDollars('100.25')).toBe(100.25);
  });

  it('refuses the rest', () => {
    for (const text of ['', '.', '25.', '25.123', '1,000', 'x']) expect(parseDecimalDollars(text), text).toBeNaN();
  });
});

describe('sanitizeDecimalInput', () => {
  it('keeps digits, one point and two decimals within the maximum length', () => {
    expect(sanitizeDecimalInput('12a3', 7)).toBe('123');
    expect(sanitizeDecimalInput('1.2.3', 7)).toBe('1.23');
    expect(sanitizeDecimalInput('10.999', 7)).toBe('10.99');
    expect(sanitizeDecimalInput('123456789', 7)).toBe('1234567');
  });
});
