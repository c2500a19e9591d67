import { Box, Image } from '@mantine/core';
import { COVER_SIZES, responsiveImage } from '@velvet/contracts';

type CreatorCoverProps = {
  background: string | null;
  height: number;
  /** How wide it is drawn: across a page's header, or on a card of the creator grid. */
  layout?: keyof typeof COVER_SIZES;
  /** The page's largest picture (its header): fetched ahead of the scripts and pictures below it; any other loads as it nears the screen. */
  priority?: boolean;
};

/**
 * The creator's background picture, or the velvet gradient when there is none. Decorative, so no alt text.
 * Offered at several widths, the same the server's preload of it names (apps/api web-pages/previews.ts).
 */
export function CreatorCover({ background, height, layout = 'header', priority = false }: CreatorCoverProps) {
  if (!background) {
    return <Box h={height} bg="linear-gradient(135deg, var(--mantine-color-velvet-9), var(--mantine-color-dark-6))" />;
  }
  const { src, srcSet, sizes } = responsiveImage(background, COVER_SIZES[layout]);
  return <Image src={src} srcSet={srcSet} sizes={sizes} alt="" h={height} fit="cover" {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })} />;
}
