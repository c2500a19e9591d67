import type { ImageKind } from '@velvet/contracts';
import { IMAGE_BOUNDS, profileMessages } from '@velvet/contracts';
import sharp from 'sharp';
import { AppError } from '../platform/errors.ts';

const acceptedFormats = new Set(['jpeg', 'png', 'gif']);

const unsupported = () => new AppError('VALIDATION_FAILED', profileMessages.unsupportedFormat, { fields: { file: profileMessages.unsupportedFormat } });

/** The format sharp reads from the bytes, or undefined when they are no image it knows (an empty file included). */
export async function imageFormatOf(input: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(input).metadata()).format;
  } catch {
    return undefined;
  }
}

/**
 * Checks the bytes really are a JPEG, PNG or GIF (the name alone proves nothing), then re-encodes them
 * as a JPEG that fits the kind's bounds: EXIF orientation applied, metadata dropped, never enlarged;
 * a GIF keeps its first frame, transparency is flattened onto white. A damaged file shows only here.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<Buffer> {
  const format = await imageFormatOf(input);
  if (!format || !acceptedFormats.has(format)) throw unsupported();
  return reencodeJpeg(input, IMAGE_BOUNDS[kind])
    .toBuffer()
    .catch(() => {
      throw unsupported();
    });
}

/** Re-encodes an image the caller has checked as a JPEG fitting `bounds`: oriented, stripped, never enlarged, on white. */
export const reencodeJpeg = (input: Buffer, { width, height }: { width: number; height: number }) =>
  sharp(input, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true });
