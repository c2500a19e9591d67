import {
  createReleaseFormSchema,
  dataEnvelope,
  externalReleaseFormSchema,
  releaseFormIdParamsSchema,
  releaseFormMessages,
  releaseFormSchema,
  signReleaseFormSchema,
} from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { ReleaseFormsService } from './service.ts';

export function releaseFormsRoutes(app: Api, releaseForms: ReleaseFormsService): void {
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

  app.post('/api/ext-release-forms/:formId/sign', {
    config: { auth: 'public' },
    schema: { tags: ['release-forms'], params: releaseFormIdParamsSchema, body: signReleaseFormSchema, response: { 200: dataEnvelope(externalReleaseFormSchema) } },
    handler: async (request) => ({ data: await releaseForms.sign(request.params.formId, request.body), message: releaseFormMessages.signed }),
  });
}
