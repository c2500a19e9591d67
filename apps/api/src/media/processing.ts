import { postMessages } from '@velvet/contracts';
import { readFile, rm } from 'node:fs/promises';
import sharp from 'sharp';
import { AppError } from '../platform/errors.ts';
import { imageFormatOf, reencodeJpeg } from '../uploads/images.ts';
import type { Decoder } from './decoder.ts';

const unsupported = () => new AppError('VALIDATION_FAILED', postMessages.unsupportedMedia, { fields: { file: postMessages.unsupportedMedia } });

const POST_IMAGE_BOUNDS = { width: 2048, height: 2048 };
const acceptedImageFormats = new Set(['jpeg', 'png', 'gif', 'webp']);

export type ProcessedImage = { jpeg: Buffer; width: number; height: number };

/** A post's photo: checked by its bytes, then a JPEG fitting 2048×2048 (oriented, metadata dropped). */
export async function processPostImage(input: Buffer): Promise<ProcessedImage> {
  const format = await imageFormatOf(input);
  if (!format || !acceptedImageFormats.has(format)) throw unsupported();
  // sharp refuses pictures over its pixel limit (and damaged ones) only here.
  const { data, info } = await reencodeJpeg(input, POST_IMAGE_BOUNDS)
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unsupported();
    });
  return { jpeg: data, width: info.width, height: info.height };
}

/**
 * The public stand-in for a locked item: 32 pixels wide and blurred, so nothing of the original can
 * be recovered from it; browsers stretch it over the item's box.
 */
export const blurredPreview = (image: Buffer) => sharp(image).resize({ width: 32, height: 32, fit: 'inside' }).blur(1.5).jpeg({ quality: 60 }).toBuffer();

export type VideoFacts = { poster: ProcessedImage; durationSeconds: number | null; /** The first video stream's own size, before the poster is fitted. */ source: { width: number; height: number } };

const DURATION = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/;
// The input's first video stream line, e.g. `Stream #0:0(und): Video: h264 (High), yuv420p, 3840x2160 [SAR 1:1 DAR 16:9]`.
const SOURCE_SIZE = /Stream #0:\d+\S*: Video: [^\n]*?\b(\d{2,5})x(\d{2,5})\b/;
const { width: POSTER_WIDTH, height: POSTER_HEIGHT } = POST_IMAGE_BOUNDS;
// The first video frame, already fitted to the poster's bounds so that a huge frame makes no huge PNG.
const POSTER_ARGS = ['-map', '0:v:0', '-frames:v', '1', '-vf', `scale=w='min(iw,${POSTER_WIDTH})':h='min(ih,${POSTER_HEIGHT})':force_original_aspect_ratio=decrease`, '-f', 'image2', '-c:v', 'png'];

/**
 * A video's first frame as its poster, and its duration, read by ffmpeg through the decoder's limits.
 * A file ffmpeg cannot decode a frame from (in time) is not a video we accept.
 */
export async function readVideo(decoder: Decoder, path: string): Promise<VideoFacts> {
  const framePath = `${path}.poster.png`;
  try {
    const log = await decoder.decode({ input: path, output: framePath, outputArgs: POSTER_ARGS });
    const frame = await readFile(framePath);
    const duration = DURATION.exec(log);
    const durationSeconds = duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : null;
    const poster = await processPostImage(frame);
    const size = SOURCE_SIZE.exec(log);
    const source = size ? { width: Number(size[1]), height: Number(size[2]) } : { width: poster.width, height: poster.height };
    return { poster, durationSeconds, source };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported();
  } finally {
    await rm(framePath, { force: true });
  }
}
