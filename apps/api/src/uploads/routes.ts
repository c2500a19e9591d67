import multipart from '@fastify/multipart';
import { dataEnvelope, IMAGE_MAX_BYTES, imageKinds, isSupportedImage, profileMessages, uploadedImageSchema, type ImageKind } from '@velvet/contracts';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import { AppError } from '../platform/errors.ts';
import type { Api } from '../platform/http/types.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { processImage } from './images.ts';
import { sizedImagesRoute } from './sized-images.ts';

const unsupported = () => new AppError('VALIDATION_FAILED', profileMessages.unsupportedFormat, { fields: { file: profileMessages.unsupportedFormat } });

/** A key of an image the user uploaded: `{userId}/{kind}/{uuid}.jpg`. */
export const uploadKey = (userId: string, kind: string) => `${userId}/${kind}/${randomUUID()}.jpg`;

/** True when a URL names an image that `userId` uploaded to this storage. */
export const isOwnUpload = (storage: Storage) => (url: string, userId: string) => storage.keyOf(url)?.startsWith(`${userId}/`) ?? false;

type UploadsOptions = {
  storage: Storage;
  /** The media domain's private storage of a picture (a re-encoded JPEG) for its owner; answers the owner's link. */
  storePicture: (ownerId: string, jpeg: Buffer) => Promise<string>;
};

/** The request's one multipart file, checked as a JPEG, PNG or GIF and re-encoded to fit `kind`. */
async function readImage(request: FastifyRequest, kind: ImageKind): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', profileMessages.imageMissing);
  const file = await request.file();
  if (!file) throw new AppError('VALIDATION_FAILED', profileMessages.imageMissing);
  if (!isSupportedImage({ name: file.filename, type: file.mimetype })) {
    file.file.resume();
    throw unsupported();
  }
  let body: Buffer;
  try {
    body = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', profileMessages.imageTooLarge);
    throw error;
  }
  return processImage(body, kind);
}

/**
 * `POST /api/uploads/images?kind=avatar|background`: public profile art (avatars, backgrounds, service
 * and product pictures), answered as a public `{ url }`. `POST /api/uploads/private-images`: a picture for
 * a chat message or a request, kept in private storage, answered as a link only its uploader can open.
 * Both take one multipart file, jpg/jpeg/gif/png up to 10 MB, resized server-side; multipart is
 * registered only in this scope. `GET /media/sized/…`: public uploads made narrower (sized-images.ts).
 */
export async function uploadsRoutes(app: Api, { storage, storePicture }: UploadsOptions): Promise<void> {
  sizedImagesRoute(app, storage);
  await app.register(async (scope: Api) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: true });

    scope.post('/api/uploads/images', {
      config: { auth: 'signed-in', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['uploads'], querystring: z.object({ kind: z.enum(imageKinds).default('avatar') }), response: { 200: dataEnvelope(uploadedImageSchema) } },
      handler: async (request) => {
        const { kind } = request.query;
        const image = await readImage(request, kind);
        const url = await storage.put({ key: uploadKey(currentUser(request).id, kind), body: image, contentType: 'image/jpeg' });
        return { data: { url } };
      },
    });

    scope.post('/api/uploads/private-images', {
      config: { auth: 'signed-in', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['uploads'], response: { 200: dataEnvelope(uploadedImageSchema) } },
      handler: async (request) => {
        const image = await readImage(request, 'background');
        return { data: { url: await storePicture(currentUser(request).id, image) } };
      },
    });
  });
}
