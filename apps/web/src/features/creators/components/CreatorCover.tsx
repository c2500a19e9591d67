import { Box, Image } from '@mantine/core';

type CreatorCoverProps = {
  background: string | null;
  height: number;
  /** The page's largest picture (its header): fetched ahead of the scripts and pictures below it; any other loads as it nears the screen. */
  priority?: boolean;
};

/** The creator's background picture, or the velvet gradient when there is none. Decorative, so no alt text. */
export function CreatorCover({ background, height, priority = false }: CreatorCoverProps) {
  if (!background) {
    return <Box h={height} bg="linear-gradient(135deg, var(--mantine-color-velvet-9), var(--mantine-color-dark-6))" />;
  }
  return <Image src={background} alt="" h={height} fit="cover" {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })} />;
}
