import type { RequestType } from '@velvet/contracts';

const devices = (type: RequestType) => (type === 'VIDEO' ? 'microphone and camera' : 'microphone');

/** What to tell the user when the browser refuses or cannot find the microphone (and camera). */
export function mediaErrorMessage(error: unknown, type: RequestType): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return `Access to your ${devices(type)} was refused. Allow it in your browser's site settings, then join again.`;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return `No ${devices(type)} was found. Connect one, then join again.`;
  if (name === 'NotReadableError') return `Your ${devices(type)} is in use by another application. Close it, then join again.`;
  return `Your ${devices(type)} could not be started. Please try again.`;
}

/** The media a call asks for: audio only for a VOICE call, audio and video for a VIDEO call. */
export const mediaConstraints = (type: RequestType): MediaStreamConstraints => ({ audio: true, video: type === 'VIDEO' });
