import multipart from '@fastify/multipart';
import {
  createReleaseFormSchema,
  ID_DOCUMENT_MAX_BYTES,
  dataEnvelope,
  externalReleaseFormSchema,
  releaseFormIdParamsSchema,
  releaseFormMessages,
  releaseFormSchema,
  signReleaseFormSchema,
} from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import { AppError } from '../platform/errors.ts';
import type { Api } from '../platform/http/types.ts';
import type { ReleaseFormsService } from './service.ts';

export async function releaseFormsRoutes(app: Api, releaseForms: ReleaseFormsService): Promise<void> {
  app.post('/api/release-forms', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['release-forms'], body: createReleaseFormSchema, response: { 201: dataEnvelope(z.array(releaseFormSchema)) } },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await releaseForms.create(currentUser(request).id, request.body), message: releaseFormMessages.created };
    },
  });

  app.get('/api/release-forms', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['release-forms'], response: { 200: dataEnvelope(z.array(releaseFormSchema)) } },
    handler: async (request) => ({ data: await releaseForms.mine(currentUser(request).id) }),
  });

  // The external creator has no account: the unguessable form id is the credential.
  app.get('/api/ext-release-forms/:formId', {
    config: { auth: 'public' },
    schema: { tags: ['release-forms'], params: releaseFormIdParamsSchema, response: { 200: dataEnvelope(externalReleaseFormSchema) } },
    handler: async (request) => ({ data: await releaseForms.external(request.params.formId) }),
  });

  app.get('/api/release-forms/:id/id-document', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['release-forms'], params: z.strictObject({ id: z.uuid() }) },
    handler: async (request, reply) => {
      const document = await releaseForms.idDocument(currentUser(request).id, request.params.id);
      return reply.header('content-type', document.type).header('cache-control', 'private, no-store').header('content-disposition', 'inline').send(document.body);
    },
  });

  // Multipart is registered only for the ID document's upload.
  await app.register(async (scope: Api) => {
    await scope.register(multipart, { limits: { fileSize: ID_DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 }, throwFileSizeLimit: true });
    scope.post('/api/ext-release-forms/:formId/id-document', {
      config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['release-forms'], params: releaseFormIdParamsSchema, response: { 200: dataEnvelope(externalReleaseFormSchema) } },
      handler: async (request) => {
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file) throw new AppError('VALIDATION_FAILED', releaseFormMessages.idDocumentRequired, { fields: { file: releaseFormMessages.idDocumentRequired } });
        let body: Buffer;
        try {
          body = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', releaseFormMessages.idDocumentTooLarge);
          throw error;
        }
        return { data: await releaseForms.attachIdDocument(request.params.formId, body) };
      },
    });
  });

  app.post('/api/ext-release-forms/:formId/sign', {
    config: { auth: 'public' },
    schema: { tags: ['release-forms'], params: releaseFormIdParamsSchema, body: signReleaseFormSchema, response: { 200: dataEnvelope(externalReleaseFormSchema) } },
    handler: async (request) => ({ data: await releaseForms.sign(request.params.formId, request.body), message: releaseFormMessages.signed }),
  });
}
