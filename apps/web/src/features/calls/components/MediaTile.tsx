import { Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

type MediaTileProps = {
  stream: MediaStream | null;
  label: string;
  /** The viewer's own tile: muted, so they do not hear themselves. */
  local?: boolean;
  /** Video when the call is a VIDEO call; a VOICE call plays the sound without a picture. */
  video: boolean;
  testId: string;
  placeholder: string;
};

/** One person's media in the call, with their name over it. */
export function MediaTile({ stream, label, local = false, video, testId, placeholder }: MediaTileProps) {
  const element = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    if (element.current) element.current.srcObject = stream;
  }, [stream]);
  return (
    <Box pos="relative" bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden', aspectRatio: '4 / 3' }} aria-label={label} role="group">
      {video ? (
        <video ref={element} data-testid={testId} autoPlay playsInline muted={local} style={{ width: '100%', height: '100%', objectFit: 'cover', display: stream ? 'block' : 'none' }} />
      ) : (
        <audio ref={element} data-testid={testId} autoPlay muted={local} />
      )}
      {(!stream || !video) && (
        <Text c="gray.3" ta="center" pos="absolute" top="45%" w="100%">
          {stream ? label : placeholder}
        </Text>
      )}
      <Text size="xs" c="white" pos="absolute" bottom={6} left={8}>
        {label}
      </Text>
    </Box>
  );
}
