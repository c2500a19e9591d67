import { chatMediaMessages } from '@velvet/contracts';

/** 'Record a voice message': idle, recording, paused, stopped (a recording to send or discard). */
export type RecorderState = 'idle' | 'recording' | 'paused' | 'stopped';
export type RecorderEvent = 'start' | 'pause' | 'resume' | 'stop' | 'discard';

const transitions: Record<RecorderState, Partial<Record<RecorderEvent, RecorderState>>> = {
  idle: { start: 'recording' },
  recording: { pause: 'paused', stop: 'stopped' },
  paused: { resume: 'recording', stop: 'stopped' },
  stopped: { discard: 'idle' },
};

/** The next state, or the same one when the event does not apply. */
export const nextRecorderState = (state: RecorderState, event: RecorderEvent): RecorderState => transitions[state][event] ?? state;

/** Only one recording at a time: starting again while one exists answers the spec's message. */
export const startRefusal = (state: RecorderState): string | null => (state === 'idle' ? null : chatMediaMessages.alreadyRecording);

/** The best container the browser records: WebM with Opus, else what it offers. */
export const recordingMimeType = (isSupported: (type: string) => boolean) => ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus'].find(isSupported);

/** The query of the audio upload: the conversation and, when given, the unlock fee. */
export const audioQuery = (channelId: string, fee: number | '') => new URLSearchParams({ channel_id: channelId, ...(fee !== '' && { media_fee: String(fee) }) }).toString();

/** mm:ss of a recording's length. */
export const formatDuration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
