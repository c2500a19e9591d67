import { addressesQuerySchema, addressIdParamsSchema, addressInputSchema, addressMessages, addressPatchSchema, addressSchema, dataEnvelope } from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { AddressesService } from './service.ts';

const tags = ['addresses'];

/** The address book of spec section 7 (its base path is not shown there): /api/addresses. */
export function addressesRoutes(app: Api, { addresses }: { addresses: AddressesService }): void {
  app.get('/api/addresses', {
    config: { auth: 'signed-in' },
    schema: { tags, querystring: addressesQuerySchema, response: { 200: dataEnvelope(z.array(addressSchema)) } },
    handler: async (request) => ({ data: await addresses.list(currentUser(request).id, request.query.type) }),
  });

  app.post('/api/addresses', {
    config: { auth: 'signed-in' },
    schema: { tags, body: addressInputSchema, response: { 201: dataEnvelope(addressSchema) } },
    handler: async (request, reply) => reply.status(201).send({ data: await addresses.create(currentUser(request).id, request.body), message: addressMessages.created }),
  });

  app.patch('/api/addresses/:id', {
    config: { auth: 'signed-in' },
    schema: { tags, params: addressIdParamsSchema, body: addressPatchSchema, response: { 200: dataEnvelope(addressSchema) } },
    handler: async (request) => ({ data: await addresses.update(currentUser(request).id, request.params.id, request.body), message: addressMessages.updated }),
  });

  app.delete('/api/addresses/:id', {
    config: { auth: 'signed-in' },
    schema: { tags, params: addressIdParamsSchema, response: { 200: z.object({ message: z.string() }) } },
    handler: async (request) => {
      await addresses.remove(currentUser(request).id, request.params.id);
      return { message: addressMessages.deleted };
    },
  });
}
