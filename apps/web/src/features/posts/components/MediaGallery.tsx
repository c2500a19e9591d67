import { Box, Overlay, SimpleGrid } from '@mantine/core';
import type { Lock, MediaItem } from '@velvet/contracts';
import { LockPanel } from './LockPanel';
import { MediaTile, MediaView } from './MediaView';

type MediaGalleryProps = { media: MediaItem[]; lock: Lock; postId: string; authorName: string };

/** A post's photos and videos; behind a lock, the blurred previews under the lock's offer. */
export function MediaGallery({ media, lock, postId, authorName }: MediaGalleryProps) {
  if (media.length === 0) {
    return lock ? <LockPanel lock={lock} kind="post" id={postId} /> : null;
  }
  const alt = (index: number) => `${media[index]?.type === 'video' ? 'Video' : 'Photo'} ${index + 1} of ${media.length} by ${authorName}`;
  const single = media.length === 1 && media[0];

  return (
    <Box pos="relative">
      {single ? (
        <Box mah={560} style={{ overflow: 'hidden' }} h={lock ? 360 : undefined}>
          <MediaView item={single} alt={alt(0)} fit="contain" />
        </Box>
      ) : lock ? (
        // Behind a lock the previews fill a fixed height, so the lock's offer always fits over them.
        <SimpleGrid cols={media.length === 2 || media.length === 4 ? 2 : 3} spacing={2} h={360} style={{ gridAutoRows: '1fr' }}>
          {media.map((item, index) => (
            <Box key={item._id} style={{ overflow: 'hidden' }}>
              <MediaView item={item} alt={alt(index)} />
            </Box>
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={media.length === 2 || media.length === 4 ? 2 : 3} spacing={2}>
          {media.map((item, index) => (
            <MediaTile key={item._id} item={item} alt={alt(index)} />
          ))}
        </SimpleGrid>
      )}
      {lock && (
        <Overlay backgroundOpacity={0.35} blur={0} center zIndex={1}>
          <LockPanel lock={lock} kind="post" id={postId} media={media} />
        </Overlay>
      )}
    </Box>
  );
}
