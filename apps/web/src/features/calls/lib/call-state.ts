import type { CallSession } from '@velvet/contracts';

/**
 * Where a call stands in this browser:
 * - `preparing`: asking for the microphone (and camera);
 * - `joining`: entering the call's room;
 * - `waiting`: in the room, the other person is not;
 * - `connecting`: both in, the browsers are connecting;
 * - `live`: media flows;
 * - `reconnecting`: it flowed and dropped (the other left or the network broke); the clock keeps running;
 * - `ended`: this person hung up; `timeup`: the paid time is over; `failed`: with a message to show.
 */
export type CallPhase = 'preparing' | 'joining' | 'waiting' | 'connecting' | 'live' | 'reconnecting' | 'ended' | 'timeup' | 'failed';

export type CallState = { phase: CallPhase; endsAt: string | null; error: string | null };

export type CallEvent =
  | { type: 'media-ready' }
  | { type: 'joined'; session: CallSession; otherId: string }
  | { type: 'peer-joined' }
  | { type: 'peer-left' }
  | { type: 'media-connected' }
  | { type: 'media-lost' }
  | { type: 'rejoining' }
  | { type: 'timer-started'; session: CallSession }
  | { type: 'time-up' }
  | { type: 'hang-up' }
  | { type: 'failed'; message: string };

export const initialCallState: CallState = { phase: 'preparing', endsAt: null, error: null };

const closed = (phase: CallPhase) => phase === 'ended' || phase === 'timeup' || phase === 'failed';

export function callReducer(state: CallState, event: CallEvent): CallState {
  if (closed(state.phase)) return state;
  switch (event.type) {
    case 'media-ready':
      return { ...state, phase: 'joining' };
    case 'joined':
      return { ...state, phase: event.session.members.includes(event.otherId) ? 'connecting' : state.phase === 'reconnecting' ? 'reconnecting' : 'waiting', endsAt: event.session.ends_at };
    case 'peer-joined':
      return { ...state, phase: state.phase === 'reconnecting' ? 'reconnecting' : 'connecting' };
    case 'media-connected':
      return { ...state, phase: 'live' };
    case 'peer-left':
    case 'media-lost':
    case 'rejoining':
      return { ...state, phase: state.phase === 'waiting' || state.phase === 'joining' ? state.phase : 'reconnecting' };
    case 'timer-started':
      return { ...state, endsAt: event.session.ends_at };
    case 'time-up':
      return { ...state, phase: 'timeup' };
    case 'hang-up':
      return { ...state, phase: 'ended' };
    case 'failed':
      return { ...state, phase: 'failed', error: event.message };
  }
}

/** What the call view says about each phase. */
export const phaseLabels: Record<CallPhase, string> = {
  preparing: 'Starting your microphone…',
  joining: 'Joining the call…',
  waiting: 'Waiting for the other person to join…',
  connecting: 'Connecting…',
  live: 'Connected',
  reconnecting: 'Reconnecting…',
  ended: 'You left the call',
  timeup: "Time's up!",
  failed: 'The call could not start',
};
