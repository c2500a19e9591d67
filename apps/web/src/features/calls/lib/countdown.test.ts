import { describe, expect, it } from 'vitest';
import { formatRemaining, remainingSeconds } from './countdown';

describe('call countdown', () => {
  const endsAt = '2026-01-01T10:05:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();

  it('counts whole seconds down to the server end and stops at zero', () => {
    expect(remainingSeconds(endsAt, at('2026-01-01T10:00:00.000Z'))).toBe(300);
    expect(remainingSeconds(endsAt, at('2026-01-01T10:04:59.400Z'))).toBe(1);
    expect(remainingSeconds(endsAt, at('2026-01-01T10:05:00.000Z'))).toBe(0);
    expect(remainingSeconds(endsAt, at('2026-01-01T10:06:00.000Z'))).toBe(0);
  });

  it('shows m:ss, and h:mm:ss from an hour', () => {
    expect([formatRemaining(0), formatRemaining(59), formatRemaining(300), formatRemaining(3725)]).toEqual(['0:00', '0:59', '5:00', '1:02:05']);
  });
});
