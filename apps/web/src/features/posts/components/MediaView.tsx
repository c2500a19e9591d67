import { AspectRatio, Box, Center, Image } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { MediaItem } from '@velvet/contracts';
import { mediaView } from '../lib/lock-state';

type MediaViewProps = { item: MediaItem; alt: string; fit?: 'cover' | 'contain'; autoPlay?: boolean };

/** One photo or video: the real one, its blurred preview, or a plain locked tile. Pictures load as they near the screen. */
export function MediaView({ item, alt, fit = 'cover', autoPlay }: MediaViewProps) {
  const view = mediaView(item);
  if (view.kind === 'media') {
    return item.type === 'video' ? (
      <video src={view.src} poster={view.poster ?? undefined} controls autoPlay={autoPlay} playsInline aria-label={alt} style={{ width: '100%', height: '100%', objectFit: fit, background: 'black' }} />
    ) : (
      <Image src={view.src} alt={alt} h="100%" w="100%" fit={fit} loading="lazy" />
    );
  }
  if (view.kind === 'preview') {
    // The server already blurs the preview; the CSS blur hides its edges as well.
    return <Image src={view.src} alt={`${alt} (locked preview)`} h="100%" w="100%" fit="cover" loading="lazy" style={{ filter: 'blur(12px)', transform: 'scale(1.1)' }} />;
  }
  return (
    <Center h="100%" bg="dark.6" aria-label={`${alt} (locked)`} role="img">
      <IconLock size={32} aria-hidden />
    </Center>
  );
}

/** A tile of the gallery: media in a fixed square, so a grid stays even. */
export function MediaTile({ item, alt }: { item: MediaItem; alt: string }) {
  return (
    <AspectRatio ratio={1}>
      <Box style={{ overflow: 'hidden' }}>
        <MediaView item={item} alt={alt} />
      </Box>
    </AspectRatio>
  );
}
