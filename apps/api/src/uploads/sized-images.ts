import { SIZED_IMAGE_WIDTHS, SIZED_IMAGES_PATH, type SizedImageWidth } from '@velvet/contracts';
import sharp from 'sharp';
import { z } from 'zod';
import { notFound } from '../platform/errors.ts';
import type { Api } from '../platform/http/types.ts';
import { SAFE_KEY } from '../platform/storage/private.ts';
import type { Storage } from '../platform/storage/storage.ts';

const SIZED_FOLDER = 'sized';

const paramsSchema = z.object({
  width: z.coerce.number().refine((width): width is SizedImageWidth => (SIZED_IMAGE_WIDTHS as readonly number[]).includes(width), 'not an offered width'),
  // A sized copy is never sized again: copies of copies would let anyone fill the storage.
  '*': z.string().regex(SAFE_KEY).refine((key) => !key.startsWith(`${SIZED_FOLDER}/`), 'not an upload'),
});

/** Where the narrower copy of a public upload is kept once made: `sized/480/{userId}/background/{id}-jpg.webp`. */
const sizedKey = (key: string, width: number) => `${SIZED_FOLDER}/${width}/${key.replace(/\.([a-z0-9]+)$/, '-$1')}.webp`;

const missing = () => notFound('No such picture.');

/** A public upload `width` pixels wide at most, as WebP: made from the stored picture on its first request, then stored beside it. */
async function sizedImage(storage: Storage, key: string, width: number): Promise<Buffer> {
  const stored = await storage.read(sizedKey(key, width)).catch(() => undefined);
  if (stored) return stored;
  const original = await storage.read(key).catch(() => undefined);
  if (!original) throw missing();
  // Uploads were checked and re-encoded when stored; a file that still fails to decode is no picture to serve.
  const resized = await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer().catch(() => undefined);
  if (!resized) throw missing();
  await storage.put({ key: sizedKey(key, width), body: resized, contentType: 'image/webp' });
  return resized;
}

/**
 * `GET /media/sized/:width/*key`: a public upload (an avatar, a cover) at one of the offered widths, as
 * WebP, so a phone's `srcset` picks a file a fraction of the stored one's size. A key is never reused:
 * the answer is cached for a year.
 */
export function sizedImagesRoute(app: Api, storage: Storage): void {
  app.get(`${SIZED_IMAGES_PATH}:width/*`, {
    config: { auth: 'public' },
    schema: { hide: true, params: paramsSchema },
    handler: async (request, reply) => {
      const body = await sizedImage(storage, request.params['*'], request.params.width);
      return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(body);
    },
  });
}
