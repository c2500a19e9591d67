import {
  accountInfoMessages,
  accountInfoSchema,
  accountInfoViewSchema,
  creatorCardSchema,
  creatorProfileSchema,
  creatorUsernameParamsSchema,
  dataEnvelope,
  pageQuerySchema,
  postPageSchema,
} from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { CreatorsService } from './service.ts';

export function creatorsRoutes(app: Api, creators: CreatorsService): void {
  app.get('/api/creators', {
    config: { auth: 'public' },
    schema: { tags: ['creators'], response: { 200: dataEnvelope(z.array(creatorCardSchema)) } },
    handler: async () => ({ data: await creators.list() }),
  });

  app.get('/api/creators/:username', {
    config: { auth: 'public' },
    schema: { tags: ['creators'], params: creatorUsernameParamsSchema, response: { 200: dataEnvelope(creatorProfileSchema) } },
    handler: async (request) => ({ data: await creators.profile(request.params.username, request.user?.id ?? null) }),
  });

  app.get('/api/creators/:username/posts', {
    config: { auth: 'public' },
    schema: { tags: ['creators'], params: creatorUsernameParamsSchema, querystring: pageQuerySchema, response: { 200: dataEnvelope(postPageSchema) } },
    handler: async (request) => ({ data: await creators.postsPage(request.params.username, request.user?.id ?? null, request.query) }),
  });

  app.get('/api/users/account-info', {
    config: { auth: 'signed-in' },
    schema: { tags: ['creators'], response: { 200: dataEnvelope(accountInfoViewSchema) } },
    handler: async (request) => ({ data: await creators.accountInfo.get(currentUser(request).id) }),
  });

  app.put('/api/users/account-info', {
    config: { auth: 'signed-in' },
    schema: { tags: ['creators'], body: accountInfoSchema, response: { 200: dataEnvelope(accountInfoViewSchema) } },
    handler: async (request) => ({ data: await creators.accountInfo.update(currentUser(request).id, request.body), message: accountInfoMessages.saved }),
  });
}
