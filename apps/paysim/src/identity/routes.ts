import type { FastifyInstance } from 'fastify';
import { idParams } from '../http/params.ts';
import { createIdentitySessionBody } from './schemas.ts';
import type { IdentityService } from './service.ts';

export function identityRoutes(v1: FastifyInstance, identity: IdentityService): void {
  v1.post('/v1/identity/sessions', async (request, reply) => {
    const session = identity.create(createIdentitySessionBody.parse(request.body));
    return reply.status(201).send(session);
  });

  v1.get('/v1/identity/sessions/:id', async (request) => identity.get(idParams.parse(request.params).id));
}
