import { Badge, Box, Text } from '@mantine/core';
import { mediaUploadMessages } from '@velvet/contracts';
import { useState } from 'react';

type VideoPreviewProps = { src: string; posterUrl?: string | null; quality?: string | null; size?: number };

/**
 * A private video (a request's, a chat's): the server-made poster frame with its quality label, played in place when opened.
 * A poster that will not load says 'Failed to generate thumbnail', a video that will not play 'Failed to load video'.
 */
export function VideoPreview({ src, posterUrl, quality, size = 160 }: VideoPreviewProps) {
  const [playing, setPlaying] = useState(false);
  const [posterFailed, setPosterFailed] = useState(!posterUrl);
  const [videoFailed, setVideoFailed] = useState(false);
  return (
    <Box pos="relative" w={size} data-testid="video-preview">
      {playing ? (
        videoFailed ? (
          <Text size="xs" c="red" role="alert">
            {mediaUploadMessages.loadVideoFailed}
          </Text>
        ) : (
          <video src={src} poster={posterUrl ?? undefined} controls autoPlay playsInline width={size} onError={() => setVideoFailed(true)} />
        )
      ) : (
        <Box component="button" type="button" onClick={() => setPlaying(true)} aria-label="Play video" p={0} style={{ border: 0, background: 'var(--mantine-color-dark-6)', cursor: 'pointer', width: size, minHeight: size * 0.56, display: 'block' }}>
          {posterFailed ? (
            <Text size="xs" c="dimmed" p="xs">
              {mediaUploadMessages.thumbnailFailed}
            </Text>
          ) : (
            <img src={posterUrl!} alt="Video poster" width={size} style={{ display: 'block' }} onError={() => setPosterFailed(true)} />
          )}
        </Box>
      )}
      {quality && (
        <Badge size="xs" color="dark" pos="absolute" top={4} right={4} data-testid="video-quality">
          {quality}
        </Badge>
      )}
    </Box>
  );
}
