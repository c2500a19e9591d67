import { z } from 'zod';

/** Socket events of a paid voice or video call (WebRTC signalled over the socket). */
export const callEvents = {
  /** Request: join the call's room with the caller's own call token. */
  join: 'call:join',
  /** Request: leave the call (hang up); the paid clock keeps running. */
  leave: 'call:leave',
  /** Request and push: an offer, answer or ICE candidate relayed to the other member. */
  signal: 'call:signal',
  /** Push: a member joined (call-joined). */
  joined: 'call:joined',
  /** Push: a member left or dropped (call-ended). */
  left: 'call:ended',
  /** Push: both members are in, the paid clock runs from started_at (call-timerstarted). */
  timerStarted: 'call:timerstarted',
  /** Push: the paid time is over; the room is closed (timerup). */
  timeUp: 'call:timerup',
} as const;

export const callMessages = {
  notAllowed: 'You cannot join this call',
  notACall: 'This request is not an accepted call',
  over: 'This call has ended',
  notJoined: 'Join the call first',
  timeUp: "Time's up!",
} as const;

const requestId = z.uuid('Request not found');

export const callJoinSchema = z.object({ request_id: requestId, token: z.string().min(1, callMessages.notAllowed).max(200) });
export type CallJoin = z.infer<typeof callJoinSchema>;

export const callLeaveSchema = z.object({ request_id: requestId });

/** What a member relays: an SDP description (offer or answer) or an ICE candidate, as the browser gives them. */
export const callSignalSchema = z.discriminatedUnion('kind', [
  z.object({ request_id: requestId, kind: z.literal('offer'), sdp: z.string().min(1).max(100_000) }),
  z.object({ request_id: requestId, kind: z.literal('answer'), sdp: z.string().min(1).max(100_000) }),
  z.object({
    request_id: requestId,
    kind: z.literal('ice'),
    candidate: z.object({ candidate: z.string().max(2000), sdpMid: z.string().max(100).nullable().optional(), sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional() }),
  }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;
/** A relayed signal, as the other member receives it. */
export type CallSignalPush = CallSignal & { from: string };

/** The call as its members see it on joining and when its clock starts. */
export const callSessionSchema = z.object({
  request_id: z.string(),
  type: z.enum(['VOICE', 'VIDEO']),
  fan_id: z.string(),
  creator_id: z.string(),
  /** Paid length in seconds. */
  duration: z.number(),
  started_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Members in the room now, the caller included. */
  members: z.array(z.string()),
});
export type CallSession = z.infer<typeof callSessionSchema>;

export type CallMemberPush = { request_id: string; user_id: string; members: string[] };
export type CallTimeUpPush = { request_id: string; message: string };

/** When a call started at `startedAt` with `durationSeconds` paid ends. */
export const callEndsAt = (startedAt: string | Date, durationSeconds: number): Date => new Date(new Date(startedAt).getTime() + durationSeconds * 1000);

/** The spec's call length display: ceil(duration / 60) minutes. */
export const callLengthMinutes = (durationSeconds: number): number => Math.ceil(durationSeconds / 60);
