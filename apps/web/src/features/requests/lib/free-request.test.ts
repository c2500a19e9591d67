import type { FreeServiceEntry } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { checkFreeRequest, freeServiceSummary, initialFreeRequestValues } from './free-request';

const entry = (overrides: Partial<FreeServiceEntry> = {}): FreeServiceEntry => ({
  _id: '7b1f0c3e-8d7a-4c1e-9f00-2d7c5b7f8a11',
  channel_id: 'channel-1',
  type: 'video call',
  unit: 15,
  unit_type: 'Minute',
  request_type: 'VIDEO',
  remaining: 1,
  max_duration: 900,
  period_ends_at: '2026-12-26T00:00:00.000Z',
  ...overrides,
});

describe('free requests', () => {
  it('start a free call at its free duration and refuse a longer one', () => {
    const video = entry();
    expect(initialFreeRequestValues(video).minutes).toBe(15);
    expect(checkFreeRequest(video, { minutes: 16, ratingType: null, note: '' })).toEqual({ ok: false, problems: { minutes: 'A free call lasts at most 15 minutes' } });
    expect(checkFreeRequest(video, { minutes: 10, ratingType: null, note: ' Hi ' })).toEqual({
      ok: true,
      payload: { free_service_id: video._id, unit: 1, request_note: 'Hi', extra_data: { duration: 600 } },
    });
  });

  it('send a rating with its type and no duration', () => {
    const rating = entry({ type: 'rating', unit: 3, unit_type: 'TurnCount', request_type: 'RATING', remaining: 2, max_duration: null });
    expect(checkFreeRequest(rating, { minutes: '', ratingType: 'Honest', note: '' })).toMatchObject({ ok: true, payload: { extra_data: { rating_type: 'Honest' } } });
    expect(freeServiceSummary(rating)).toBe('2 of 3 left this period');
    expect(freeServiceSummary(entry())).toBe('1 of 1 left this period, up to 15 minutes');
  });
});
