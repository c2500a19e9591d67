import { describe, expect, it } from 'vitest';
import { callEndsAt, callJoinSchema, callLengthMinutes, callMessages, callSignalSchema } from './calls.ts';

const request_id = '7f6d3c2a-1b4e-4c8d-9a0f-2e3d4c5b6a79';

describe('call schemas', () => {
  it('accepts offers, answers and ICE candidates and refuses anything else', () => {
    expect(callSignalSchema.safeParse({ request_id, kind: 'offer', sdp: 'v=0' }).success).toBe(true);
    expect(callSignalSchema.safeParse({ request_id, kind: 'ice', candidate: { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 } }).success).toBe(true);
    expect(callSignalSchema.safeParse({ request_id, kind: 'bye' }).success).toBe(false);
    expect(callSignalSchema.safeParse({ request_id, kind: 'answer', sdp: '' }).success).toBe(false);
  });

  it('needs a token to join', () => {
    const parsed = callJoinSchema.safeParse({ request_id, token: '' });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(callMessages.notAllowed);
  });
});

describe('call clock', () => {
  it('ends at started_at plus the duration and shows whole minutes rounded up', () => {
    expect(callEndsAt('2026-01-01T10:00:00.000Z', 90).toISOString()).toBe('2026-01-01T10:01:30.000Z');
    expect([callLengthMinutes(60), callLengthMinutes(61), callLengthMinutes(90)]).toEqual([1, 2, 2]);
  });
});
