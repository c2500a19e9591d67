import type { CallSession } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { callReducer, initialCallState, type CallEvent, type CallState } from './call-state';

const session = (members: string[], started = false): CallSession => ({
  request_id: 'r1',
  type: 'VIDEO',
  fan_id: 'fan',
  creator_id: 'creator',
  duration: 60,
  started_at: started ? '2026-01-01T10:00:00.000Z' : null,
  ends_at: started ? '2026-01-01T10:01:00.000Z' : null,
  members,
});

const run = (...events: CallEvent[]): CallState => events.reduce(callReducer, initialCallState);

describe('call state', () => {
  it('prepares media, joins, waits for the other person, then connects and goes live', () => {
    expect(run({ type: 'media-ready' }).phase).toBe('joining');
    const waiting = run({ type: 'media-ready' }, { type: 'joined', session: session(['fan']), otherId: 'creator' });
    expect(waiting).toEqual({ phase: 'waiting', endsAt: null, error: null });
    const live = run(
      { type: 'media-ready' },
      { type: 'joined', session: session(['fan']), otherId: 'creator' },
      { type: 'peer-joined' },
      { type: 'timer-started', session: session(['fan', 'creator'], true) },
      { type: 'media-connected' },
    );
    expect(live).toEqual({ phase: 'live', endsAt: '2026-01-01T10:01:00.000Z', error: null });
  });

  it('goes to reconnecting when a live call drops and back to live when media flows again', () => {
    const joined = [{ type: 'media-ready' }, { type: 'joined', session: session(['fan', 'creator'], true), otherId: 'creator' }, { type: 'media-connected' }] as CallEvent[];
    expect(run(...joined, { type: 'peer-left' }).phase).toBe('reconnecting');
    expect(run(...joined, { type: 'media-lost' }).phase).toBe('reconnecting');
    expect(run(...joined, { type: 'peer-left' }, { type: 'peer-joined' }).phase).toBe('reconnecting');
    expect(run(...joined, { type: 'peer-left' }, { type: 'peer-joined' }, { type: 'media-connected' }).phase).toBe('live');
    expect(run(...joined, { type: 'rejoining' }, { type: 'joined', session: session(['fan'], true), otherId: 'creator' }).phase).toBe('reconnecting');
  });

  it("stays closed after time's up, a hang-up or a failure", () => {
    expect(run({ type: 'media-ready' }, { type: 'time-up' }, { type: 'media-connected' }).phase).toBe('timeup');
    expect(run({ type: 'hang-up' }, { type: 'peer-joined' }).phase).toBe('ended');
    expect(run({ type: 'failed', message: 'Access refused' }, { type: 'media-ready' })).toEqual({ phase: 'failed', endsAt: null, error: 'Access refused' });
  });
});
