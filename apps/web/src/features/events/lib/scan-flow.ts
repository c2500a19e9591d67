import { eventMessages, ticketCodeFrom } from '@velvet/contracts';

/** The last thing the scanner said about a QR code it read: shown until the next one. */
export type ScanResult = { ok: boolean; message: string; text: string; at: number };

/**
 * The camera check-in, from opening the camera to each QR code it reads: a ticket code is checked in
 * (one at a time); the same code still in front of the camera is not sent again for a while.
 */
export type ScanState =
  | { phase: 'starting' }
  /** No camera, or no permission: the message says so and code entry stays. */
  | { phase: 'unavailable'; message: string }
  | { phase: 'scanning'; result: ScanResult | null }
  | { phase: 'checking'; code: string; text: string; result: ScanResult | null };

export type ScanEvent =
  | { type: 'cameraStarted' }
  | { type: 'cameraFailed'; message: string }
  | { type: 'decoded'; text: string; at: number }
  | { type: 'checkedIn'; message: string; at: number }
  | { type: 'refused'; message: string; at: number };

/** How long the same QR code is ignored after its answer: the fan is still holding it up. */
export const SAME_CODE_PAUSE_MS = 4000;

export const startingScan: ScanState = { phase: 'starting' };

const isRepeat = (result: ScanResult | null, text: string, at: number) => result !== null && result.text === text && at - result.at < SAME_CODE_PAUSE_MS;

export function scanReducer(state: ScanState, event: ScanEvent): ScanState {
  switch (event.type) {
    case 'cameraStarted':
      return state.phase === 'starting' ? { phase: 'scanning', result: null } : state;
    case 'cameraFailed':
      return { phase: 'unavailable', message: event.message };
    case 'decoded': {
      if (state.phase !== 'scanning' || isRepeat(state.result, event.text, event.at)) return state;
      const code = ticketCodeFrom(event.text);
      if (!code) return { phase: 'scanning', result: { ok: false, message: eventMessages.notATicket, text: event.text, at: event.at } };
      return { phase: 'checking', code, text: event.text, result: state.result };
    }
    case 'checkedIn':
    case 'refused':
      if (state.phase !== 'checking') return state;
      return { phase: 'scanning', result: { ok: event.type === 'checkedIn', message: event.message, text: state.text, at: event.at } };
  }
}

/** What to tell the creator when the camera cannot be opened; code entry stays beside it either way. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return cameraMessages.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return cameraMessages.none;
  if (name === 'NotReadableError' || name === 'AbortError') return cameraMessages.busy;
  if (name === 'NoMediaDevices') return cameraMessages.unsupported;
  return cameraMessages.failed;
}

export const cameraMessages = {
  denied: 'Camera access was denied. Allow the camera for this site in your browser, or enter the ticket code.',
  none: 'No camera was found on this device. Enter the ticket code instead.',
  busy: 'The camera is in use by another app. Close it and try again, or enter the ticket code.',
  unsupported: 'This browser cannot open the camera here. Enter the ticket code instead.',
  failed: 'The camera could not be started. Enter the ticket code instead.',
} as const;
