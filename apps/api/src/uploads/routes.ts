import multipart from '@fastify/multipart';
import { dataEnvelope, IMAGE_MAX_BYTES, imageKinds, isSupportedImage, profileMessages, uploadedImageSchema } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import { AppError } from '../platform/errors.ts';
import type { Api } from '../platform/http/types.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { processImage } from './images.ts';

const unsupported = () => new AppError('VALIDATION_FAILED', profileMessages.unsupportedFormat, { fields: { file: profileMessages.unsupportedFormat } });

/** A key of an image the user uploaded: `{userId}/{kind}/{uuid}.jpg`. */
export const uploadKey = (userId: string, kind: string) => `${userId}/${kind}/${randomUUID()}.jpg`;

/** True when a URL names an image that `userId` uploaded to this storage. */
export const isOwnUpload = (storage: Storage) => (url: string, userId: string) => storage.keyOf(url)?.startsWith(`${userId}/`) ?? false;

/**
 * `POST /api/uploads/images?kind=avatar|background`: one multipart file, jpg/jpeg/gif/png up to 10 MB,
 * resized server-side; answers `{ url }`. Multipart is registered only in this scope.
 */
export async function uploadsRoutes(app: Api, storage: Storage): Promise<void> {
  await app.register(async (scope: Api) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: true });

    scope.post('/api/uploads/images', {
      config: { auth: 'signed-in', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['uploads'], querystring: z.object({ kind: z.enum(imageKinds).default('avatar') }), response: { 200: dataEnvelope(uploadedImageSchema) } },
      handler: async (request) => {
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
        const { kind } = request.query;
        const image = await processImage(body, kind);
        const url = await storage.put({ key: uploadKey(currentUser(request).id, kind), body: image, contentType: 'image/jpeg' });
        return { data: { url } };
      },
    });
  });
}
