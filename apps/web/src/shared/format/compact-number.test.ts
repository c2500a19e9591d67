import { describe, expect, it } from 'vitest';
import { formatCompactNumber } from './compact-number';

describe('formatCompactNumber', () => {
  it('keeps counts below a thousand as they are', () => {
    expect(formatCompactNumber(0)).toBe('0');
    expect(formatCompactNumber(999)).toBe('999');
  });

  it('uses k for thousands with at most one decimal', () => {
    expect(formatCompactNumber(1000)).toBe('1k');
    expect(formatCompactNumber(1540)).toBe('1.5k');
    expect(formatCompactNumber(12_000)).toBe('12k');
  });

  it('uses M for millions, including counts that round up to one', () => {
    expect(formatCompactNumber(999_960)).toBe('1M');
    expect(formatCompactNumber(3_240_000)).toBe('3.2M');
  });
});
