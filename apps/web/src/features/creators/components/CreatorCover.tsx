import { Box, Image } from '@mantine/core';

type CreatorCoverProps = {
  background: string | null;
  height: number;
};

/** The creator's background picture, or the velvet gradient when there is none. Decorative, so no alt text. */
export function CreatorCover({ background, height }: CreatorCoverProps) {
  if (!background) {
    return <Box h={height} bg="linear-gradient(135deg, var(--mantine-color-velvet-9), var(--mantine-color-dark-6))" />;
  }
  return <Image src={background} alt="" h={height} fit="cover" />;
}
