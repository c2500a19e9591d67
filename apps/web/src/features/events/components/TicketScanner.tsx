import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { eventMessages } from '@velvet/contracts';
import { useEffect, useReducer, useRef } from 'react';
import { toUserMessage } from '@/shared/errors';
import { useCheckIn } from '../hooks/use-events';
import { loadQrDecoder, type QrDecoder } from '../lib/qr-decoder';
import { cameraProblem, scanReducer, startingScan, type ScanState } from '../lib/scan-flow';

// A few looks a second find a held-up code at once and leave the phone's processor alone.
const SCAN_INTERVAL_MS = 250;
// Frames are read at this width at most: QR codes held to a camera stay readable, and each read stays cheap.
const FRAME_WIDTH_MAX = 640;

/** Opens the rear camera (any camera on a laptop) into the video element; rejects with the browser's error. */
async function openCamera(video: HTMLVideoElement): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('no camera access in this browser'), { name: 'NoMediaDevices' });
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  video.srcObject = stream;
  await video.play();
  return stream;
}

/** Reads the video's current frame, scaled down to FRAME_WIDTH_MAX; null until the video has one. */
function frameOf(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return null;
  const scale = Math.min(1, FRAME_WIDTH_MAX / video.videoWidth);
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * Check-in by camera: reads the QR code of each ticket held up and checks it in exactly as code entry
 * does. Loaded only when the creator starts scanning (it brings the QR reader with it).
 */
export function TicketScanner({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const decoderRef = useRef<Promise<QrDecoder> | null>(null);
  const sentRef = useRef<ScanState | null>(null);
  const [state, dispatch] = useReducer(scanReducer, startingScan);
  const checkIn = useCheckIn();

  useEffect(() => {
    let closed = false;
    let stream: MediaStream | null = null;
    const stop = () => stream?.getTracks().forEach((track) => track.stop());
    const decoder = (decoderRef.current ??= loadQrDecoder());
    openCamera(videoRef.current!)
      .then((opened) => {
        stream = opened;
        return decoder;
      })
      .then(() => (closed ? stop() : dispatch({ type: 'cameraStarted' })))
      .catch((error: unknown) => {
        stop();
        if (!closed) dispatch({ type: 'cameraFailed', message: cameraProblem(error) });
      });
    return () => {
      closed = true;
      stop();
    };
  }, []);

  const scanning = state.phase === 'scanning';
  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const look = async () => {
      const frame = videoRef.current && frameOf(videoRef.current, canvas);
      const text = frame ? await (await decoderRef.current!)(frame).catch(() => null) : null;
      if (stopped) return;
      if (text) dispatch({ type: 'decoded', text, at: Date.now() });
      timer = setTimeout(() => void look(), SCAN_INTERVAL_MS);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [scanning]);

  useEffect(() => {
    // Each code read goes to the server once, even when effects run twice (React's strict mode).
    if (state.phase !== 'checking' || sentRef.current === state) return;
    sentRef.current = state;
    checkIn.mutate(
      { eventId, code: state.code },
      {
        onSuccess: (ticket) => dispatch({ type: 'checkedIn', message: `${eventMessages.checkedIn}: @${ticket.holder.username}`, at: Date.now() }),
        onError: (error) => dispatch({ type: 'refused', message: toUserMessage(error), at: Date.now() }),
      },
    );
  }, [state, eventId, checkIn]);

  const result = state.phase === 'scanning' || state.phase === 'checking' ? state.result : null;
  return (
    <Stack gap="xs" maw={420}>
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera view for scanning ticket QR codes"
        hidden={state.phase === 'unavailable'}
        style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-dark-7)' }}
      />
      {state.phase === 'starting' && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Opening the camera…</Text>
        </Group>
      )}
      {state.phase === 'unavailable' && (
        <Alert color="orange" variant="light" title="Camera unavailable" role="alert">
          {state.message}
        </Alert>
      )}
      {state.phase === 'scanning' && (
        <Text size="sm" c="dimmed">
          Hold the ticket’s QR code in front of the camera.
        </Text>
      )}
      {state.phase === 'checking' && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Checking the ticket in…</Text>
        </Group>
      )}
      <div aria-live="polite">
        {result && (
          <Alert color={result.ok ? 'green' : 'red'} variant="light" title={result.ok ? 'Ticket checked in' : 'Not checked in'}>
            {result.message}
          </Alert>
        )}
      </div>
      <Button variant="default" w="fit-content" onClick={onClose}>
        Stop scanning
      </Button>
    </Stack>
  );
}
