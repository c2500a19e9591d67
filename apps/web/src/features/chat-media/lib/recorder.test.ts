import { describe, expect, it } from 'vitest';
import { audioQuery, formatDuration, nextRecorderState, recordingMimeType, startRefusal } from './recorder';

describe('voice recorder', () => {
  it('goes idle → recording ⇄ paused → stopped → idle, ignoring events that do not apply', () => {
    expect(nextRecorderState('idle', 'start')).toBe('recording');
    expect(nextRecorderState('recording', 'pause')).toBe('paused');
    expect(nextRecorderState('paused', 'resume')).toBe('recording');
    expect(nextRecorderState('paused', 'stop')).toBe('stopped');
    expect(nextRecorderState('stopped', 'discard')).toBe('idle');
    expect(nextRecorderState('stopped', 'start')).toBe('stopped');
    expect(nextRecorderState('idle', 'pause')).toBe('idle');
  });

  it('allows one recording at a time', () => {
    expect(startRefusal('idle')).toBeNull();
    expect(startRefusal('stopped')).toBe('You already have an audio.');
    expect(startRefusal('recording')).toBe('You already have an audio.');
  });

  it('prefers WebM with Opus', () => {
    expect(recordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(recordingMimeType((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(recordingMimeType(() => false)).toBeUndefined();
  });

  it('builds the upload query and shows durations', () => {
    expect(audioQuery('c1', '')).toBe('channel_id=c1');
    expect(audioQuery('c1', 5)).toBe('channel_id=c1&media_fee=5');
    expect(formatDuration(65)).toBe('1:05');
  });
});
