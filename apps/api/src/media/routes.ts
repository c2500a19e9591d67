import multipart from '@fastify/multipart';
import { dataEnvelope, MEDIA_VIEWER_PATH, postMediaExtensions, postMessages, POST_VIDEO_MAX_BYTES, uploadedMediaSchema } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import { AppError } from '../platform/errors.ts';
import type { Api } from '../platform/http/types.ts';
import type { ByteRange } from '../platform/storage/private.ts';
import type { MediaRow } from './repo.ts';
import type { MediaService } from './service.ts';
import { mediaUploadRoutes } from './upload-routes.ts';
import { VIEWER_COOKIE, type ViewerCookies } from './viewer-cookie.ts';

type MediaRoutesOptions = {
  media: MediaService;
  /** Whether this viewer (null: a guest) may see this item now: asked on every request for the bytes. */
  canView: (viewerId: string | null, row: MediaRow) => Promise<boolean>;
  viewers: ViewerCookies;
  requestsPerMinute: number;
};

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', postMessages.mediaTooLarge);
const unavailable = () => new AppError('FORBIDDEN', postMessages.mediaUnavailable);

const mediaQuerySchema = z.strictObject({
  variant: z.enum(['original', 'poster']).default('original'),
  v: z.uuid().optional(),
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(100).optional(),
});

/** One `bytes=start-end` range of a file of `size` bytes, or undefined for the whole file. */
function rangeOf(header: string | undefined, size: number): ByteRange | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return undefined;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : undefined;
}

/**
 * `POST /api/posts/media`: one photo or video (multipart, 200 MB at most; photos 20 MB) for a later post
 * or story. `GET /api/media/:id?variant&v&exp&sig`: the bytes, only with a valid unexpired signature for
 * viewer `v`, only to that viewer (their viewer cookie or bearer token), and only while they are still
 * entitled (checked again on every request). `POST|DELETE /api/media/viewer` set and clear the cookie.
 */
export async function mediaRoutes(app: Api, { media, canView, viewers, requestsPerMinute }: MediaRoutesOptions): Promise<void> {
  await app.register(async (scope: Api) => {
    await scope.register(multipart, { limits: { fileSize: POST_VIDEO_MAX_BYTES, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: true });

    scope.post('/api/posts/media', {
      config: { auth: ['CREATOR'], rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags: ['posts'], response: { 200: dataEnvelope(uploadedMediaSchema) } },
      handler: async (request) => {
        if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', postMessages.mediaMissing);
        const file = await request.file();
        if (!file) throw new AppError('VALIDATION_FAILED', postMessages.mediaMissing);
        const extension = file.filename.toLowerCase().split('.').pop() ?? '';
        if (!(postMediaExtensions as readonly string[]).includes(extension)) {
          file.file.resume();
          throw new AppError('VALIDATION_FAILED', postMessages.unsupportedMedia, { fields: { file: postMessages.unsupportedMedia } });
        }
        const temporary = path.join(tmpdir(), `velvet-upload-${randomUUID()}`);
        try {
          await pipeline(file.file, createWriteStream(temporary)).catch((error: { code?: string }) => {
            throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
          });
          if (file.file.truncated) throw tooLarge();
          return { data: await media.upload(currentUser(request).id, { filename: file.filename, path: temporary }) };
        } finally {
          await rm(temporary, { force: true });
        }
      },
    });
  });

  mediaUploadRoutes(app, media.uploads);

  app.post(MEDIA_VIEWER_PATH, {
    config: { auth: 'signed-in' },
    schema: { tags: ['posts'] },
    handler: async (request, reply) => reply.header('set-cookie', viewers.issue(currentUser(request), { secure: request.protocol === 'https' })).code(204).send(),
  });

  app.delete(MEDIA_VIEWER_PATH, {
    config: { auth: 'public' },
    schema: { tags: ['posts'] },
    handler: async (request, reply) => reply.header('set-cookie', viewers.clear({ secure: request.protocol === 'https' })).code(204).send(),
  });

  app.get('/api/media/:id', {
    // A feed page shows dozens of pictures; links stay the same for an hour, so browsers cache most of them.
    config: { auth: 'public', rateLimit: { max: requestsPerMinute, timeWindow: '1 minute' } },
    schema: { tags: ['posts'], params: z.strictObject({ id: z.uuid() }), querystring: mediaQuerySchema },
    handler: async (request, reply) => {
      const { variant, v: viewerId = null, exp, sig } = request.query;
      if (exp === undefined || !sig || !media.verify({ mediaId: request.params.id, variant, viewerId, expiresAt: exp }, sig)) throw unavailable();
      // A link made for a signed-in viewer opens for that viewer only; a guest's link, for anyone a guest may be.
      if (viewerId !== null && viewerId !== request.user?.id && viewerId !== (await viewers.viewerOf(request.cookies[VIEWER_COOKIE]))) throw unavailable();
      const row = await media.find(request.params.id);
      if (!row) throw new AppError('NOT_FOUND', postMessages.mediaUnavailable);
      if (!(await canView(viewerId, row))) throw unavailable();
      const range = variant === 'original' ? rangeOf(request.headers.range, row.bytes) : undefined;
      const body = await media.read(row, variant, range);
      reply
        .header('content-type', variant === 'poster' ? 'image/jpeg' : row.contentType)
        .header('cache-control', `private, max-age=${Math.max(0, exp - Math.floor(Date.now() / 1000))}`)
        .header('accept-ranges', 'bytes');
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${row.bytes}`).header('content-length', range.end - range.start + 1);
      else if (variant === 'original') reply.header('content-length', row.bytes);
      return reply.send(body);
    },
  });
}
