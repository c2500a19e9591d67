import { Avatar, Box } from '@mantine/core';

type CoverAvatarProps = { src: string | null; name: string; size: number };

/** A profile's picture, overlapping the bottom of its cover by half, ringed in the page's colour. */
export function CoverAvatar({ src, name, size }: CoverAvatarProps) {
  return (
    <Box mt={-size / 2}>
      <Avatar src={src} alt={name} name={name} size={size} color="velvet" style={{ border: '4px solid var(--mantine-color-body)' }} />
    </Box>
  );
}
