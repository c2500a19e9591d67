import { dataEnvelope, mediaItemSchema, vaultAddSchema, vaultFolderInputSchema, vaultFolderSchema, vaultIdParamsSchema, vaultItemSchema, vaultMessages, vaultMoveSchema, vaultPageSchema, vaultQuerySchema } from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { VaultService } from './service.ts';

/** The vault's calls, creators only, each on the caller's own library. */
export function vaultRoutes(app: Api, vault: VaultService): void {
  const auth = ['CREATOR'] as const;

  app.get('/api/vault', {
    config: { auth },
    schema: { tags: ['vault'], querystring: vaultQuerySchema, response: { 200: dataEnvelope(vaultPageSchema) } },
    handler: async (request) => ({ data: await vault.list(currentUser(request).id, request.query) }),
  });

  app.post('/api/vault/items', {
    config: { auth },
    schema: { tags: ['vault'], body: vaultAddSchema, response: { 201: dataEnvelope(z.array(vaultItemSchema)) } },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await vault.add(currentUser(request).id, request.body), message: vaultMessages.added };
    },
  });

  app.patch('/api/vault/items/:id', {
    config: { auth },
    schema: { tags: ['vault'], params: vaultIdParamsSchema, body: vaultMoveSchema, response: { 200: dataEnvelope(vaultItemSchema) } },
    handler: async (request) => ({ data: await vault.move(currentUser(request).id, request.params.id, request.body.folder_id) }),
  });

  app.delete('/api/vault/items/:id', {
    config: { auth },
    schema: { tags: ['vault'], params: vaultIdParamsSchema },
    handler: async (request, reply) => {
      await vault.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  });

  app.post('/api/vault/items/:id/use', {
    config: { auth },
    schema: { tags: ['vault'], summary: 'A fresh copy of a vault item for a post, a story or a paid message', params: vaultIdParamsSchema, response: { 200: dataEnvelope(mediaItemSchema) } },
    handler: async (request) => ({ data: await vault.use(currentUser(request).id, request.params.id) }),
  });

  app.post('/api/vault/folders', {
    config: { auth },
    schema: { tags: ['vault'], body: vaultFolderInputSchema, response: { 201: dataEnvelope(vaultFolderSchema) } },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await vault.createFolder(currentUser(request).id, request.body.name) };
    },
  });

  app.delete('/api/vault/folders/:id', {
    config: { auth },
    schema: { tags: ['vault'], params: vaultIdParamsSchema },
    handler: async (request, reply) => {
      await vault.deleteFolder(currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  });
}
