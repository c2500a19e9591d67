import {
  customListInputSchema,
  customListSchema,
  customListSummarySchema,
  dataEnvelope,
  listFanSchema,
  listFansQuerySchema,
  listIdParamsSchema,
  listMessages,
} from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { ListsService } from './service.ts';

export function listsRoutes(app: Api, lists: ListsService): void {
  app.get('/api/lists/fans', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['lists'], querystring: listFansQuerySchema, response: { 200: dataEnvelope(z.array(listFanSchema)) } },
    handler: async (request) => ({ data: await lists.fans(currentUser(request).id, request.query) }),
  });

  app.get('/api/lists', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['lists'], response: { 200: dataEnvelope(z.array(customListSummarySchema)) } },
    handler: async (request) => ({ data: await lists.mine(currentUser(request).id) }),
  });

  app.post('/api/lists', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['lists'], body: customListInputSchema, response: { 201: dataEnvelope(customListSchema) } },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await lists.create(currentUser(request).id, request.body), message: listMessages.saved };
    },
  });

  app.get('/api/lists/:id', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['lists'], params: listIdParamsSchema, response: { 200: dataEnvelope(customListSchema) } },
    handler: async (request) => ({ data: await lists.get(currentUser(request).id, request.params.id) }),
  });

  app.put('/api/lists/:id', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['lists'], params: listIdParamsSchema, body: customListInputSchema, response: { 200: dataEnvelope(customListSchema) } },
    handler: async (request) => ({ data: await lists.update(currentUser(request).id, request.params.id, request.body), message: listMessages.saved }),
  });

  app.delete('/api/lists/:id', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['lists'], params: listIdParamsSchema, response: { 200: z.object({ message: z.string() }) } },
    handler: async (request) => {
      await lists.remove(currentUser(request).id, request.params.id);
      return { message: listMessages.deleted };
    },
  });
}
