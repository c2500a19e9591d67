import { useEffect, useRef, useState } from 'react';
import { nextRecorderState, recordingMimeType, startRefusal, type RecorderEvent, type RecorderState } from '../lib/recorder';

/** A MediaRecorder on the microphone, with the recorder's states; the recording is a Blob once stopped. */
export function useVoiceRecorder() {
  const [state, setState] = useState<RecorderState>('idle');
  const [recording, setRecording] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const move = (event: RecorderEvent) => setState((current) => nextRecorderState(current, event));

  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, [state]);

  // The microphone is released when the dialog goes away mid-recording.
  useEffect(() => () => recorder.current?.stream.getTracks().forEach((track) => track.stop()), []);

  async function start() {
    const refusal = startRefusal(state);
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = recordingMimeType((type) => MediaRecorder.isTypeSupported(type));
      const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      chunks.current = [];
      media.ondataavailable = (event) => chunks.current.push(event.data);
      media.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        setRecording(new Blob(chunks.current, { type: media.mimeType.split(';')[0] }));
      };
      recorder.current = media;
      media.start();
      setSeconds(0);
      move('start');
    } catch {
      setError('Allow the microphone to record a voice message');
    }
  }

  return {
    state,
    recording,
    error,
    seconds,
    start: () => void start(),
    pause: () => {
      recorder.current?.pause();
      move('pause');
    },
    resume: () => {
      recorder.current?.resume();
      move('resume');
    },
    stop: () => {
      recorder.current?.stop();
      move('stop');
    },
    discard: () => {
      setRecording(null);
      setSeconds(0);
      move('discard');
    },
  };
}
