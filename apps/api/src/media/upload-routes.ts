import { dataEnvelope, multipartCompleteSchema, multipartPartsSchema, multipartStartedSchema, multipartStartSchema, UPLOAD_PART_BYTES, uploadedFileSchema, uploadedPartSchema, mediaUploadMessages } from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import { AppError } from '../platform/errors.ts';
import type { Api } from '../platform/http/types.ts';
import type { MediaUploads } from './uploads.ts';

const uploadParams = z.strictObject({ key: z.string().min(1).max(300), uploadId: z.string().min(1).max(300) });
const partParams = uploadParams.extend({ partNumber: z.coerce.number().int().min(1).max(10_000) });

/**
 * Resumable uploads (S3 multipart semantics), the key and upload id in every path (the key URL-encoded):
 * `POST /api/uploads/multipart` opens one; `PUT …/:key/:uploadId/parts/:partNumber` writes one part
 * (raw bytes, answered with its ETag; sending a part again replaces it); `GET …/:key/:uploadId` lists the
 * parts held, to resume; `POST …/:key/:uploadId/complete {parts: [{ETag, PartNumber}]}` is the spec's
 * completion call; `DELETE …/:key/:uploadId` gives up. Only the uploader reaches their upload.
 */
export function mediaUploadRoutes(app: Api, uploads: MediaUploads): void {
  const ref = (request: { params: z.infer<typeof uploadParams> }, userId: string) => ({ ownerId: userId, key: request.params.key, uploadId: request.params.uploadId });

  app.post('/api/uploads/multipart', {
    config: { auth: 'signed-in', rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: { tags: ['uploads'], body: multipartStartSchema, response: { 200: dataEnvelope(multipartStartedSchema) } },
    handler: async (request) => ({ data: await uploads.start(currentUser(request).id, request.body) }),
  });

  app.register(async (scope: Api) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: UPLOAD_PART_BYTES }, (_request, body, done) => done(null, body));
    scope.put('/api/uploads/multipart/:key/:uploadId/parts/:partNumber', {
      // A 1 GB video is 205 parts.
      config: { auth: 'signed-in', rateLimit: { max: 300, timeWindow: '1 minute' } },
      bodyLimit: UPLOAD_PART_BYTES,
      schema: { tags: ['uploads'], params: partParams, response: { 200: dataEnvelope(uploadedPartSchema) } },
      handler: async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw new AppError('VALIDATION_FAILED', mediaUploadMessages.partSize, { fields: { body: mediaUploadMessages.partSize } });
        const part = await uploads.uploadPart(ref(request, currentUser(request).id), request.params.partNumber, request.body);
        reply.header('etag', part.ETag);
        return { data: part };
      },
    });
  });

  app.get('/api/uploads/multipart/:key/:uploadId', {
    config: { auth: 'signed-in' },
    schema: { tags: ['uploads'], params: uploadParams, response: { 200: dataEnvelope(multipartPartsSchema) } },
    handler: async (request) => ({ data: { parts: await uploads.listParts(ref(request, currentUser(request).id)) } }),
  });

  app.post('/api/uploads/multipart/:key/:uploadId/complete', {
    config: { auth: 'signed-in', rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: { tags: ['uploads'], params: uploadParams, body: multipartCompleteSchema, response: { 200: dataEnvelope(uploadedFileSchema) } },
    handler: async (request) => ({ data: await uploads.complete(ref(request, currentUser(request).id), request.body.parts) }),
  });

  app.delete('/api/uploads/multipart/:key/:uploadId', {
    config: { auth: 'signed-in' },
    schema: { tags: ['uploads'], params: uploadParams },
    handler: async (request, reply) => {
      await uploads.abort(ref(request, currentUser(request).id));
      return reply.code(204).send();
    },
  });
}
