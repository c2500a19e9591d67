import { describe, expect, it } from 'vitest';
import { mediaConstraints, mediaErrorMessage } from './media-errors';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('call media', () => {
  it('asks for audio only on a VOICE call and audio and video on a VIDEO call', () => {
    expect(mediaConstraints('VOICE')).toEqual({ audio: true, video: false });
    expect(mediaConstraints('VIDEO')).toEqual({ audio: true, video: true });
  });

  it('says which devices were refused or missing', () => {
    expect(mediaErrorMessage(domError('NotAllowedError'), 'VIDEO')).toBe("Access to your microphone and camera was refused. Allow it in your browser's site settings, then join again.");
    expect(mediaErrorMessage(domError('NotFoundError'), 'VOICE')).toBe('No microphone was found. Connect one, then join again.');
    expect(mediaErrorMessage(domError('NotReadableError'), 'VOICE')).toBe('Your microphone is in use by another application. Close it, then join again.');
    expect(mediaErrorMessage(new Error('boom'), 'VIDEO')).toBe('Your microphone and camera could not be started. Please try again.');
  });
});
