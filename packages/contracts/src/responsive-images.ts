/** Where public uploads (avatars, covers) are served as stored. */
export const UPLOADS_PATH = '/media/uploads/';
/** Where a public upload is also served narrower, as WebP: `/media/sized/{width}/{key}`. */
export const SIZED_IMAGES_PATH = '/media/sized/';
/** The widths a public upload is offered at besides its own (covers are stored at most 1600 wide). */
export const SIZED_IMAGE_WIDTHS = [480, 800, 1200] as const;
export type SizedImageWidth = (typeof SIZED_IMAGE_WIDTHS)[number];

/** How wide a cover is drawn (the `sizes` attribute), so the browser picks the narrowest file that is sharp enough. */
export const COVER_SIZES = {
  /** A page's header cover, the width of the app's container (Mantine's lg, 1140 px). */
  header: '(min-width: 1140px) 1140px, 100vw',
  /** A card of the creator grid: one column on a phone, two from 36em, three from 62em. */
  card: '(min-width: 62em) 380px, (min-width: 36em) 50vw, 100vw',
} as const;

/** An `<img>`'s sources: `srcSet` and `sizes` only for a public upload, which the API serves narrower. */
export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string };

/** The sources of a picture drawn `sizes` wide; the same for the page's preload link and its `<img>`, or the browser would fetch both. */
export function responsiveImage(src: string, sizes: string): ResponsiveImage {
  if (!src.startsWith(UPLOADS_PATH)) return { src };
  const key = src.slice(UPLOADS_PATH.length);
  return { src, srcSet: SIZED_IMAGE_WIDTHS.map((width) => `${SIZED_IMAGES_PATH}${width}/${key} ${width}w`).join(', '), sizes };
}
