import type { FastifyInstance } from 'fastify';
import { idParams } from '../http/params.ts';
import type { RegistrationStore } from './registrations.ts';

/** Saved cards: read one, or delete it so it can no longer be charged. */
export function registrationRoutes(v1: FastifyInstance, registrations: RegistrationStore): void {
  v1.get('/v1/registrations/:id', async (request) => registrations.get(idParams.parse(request.params).id));

  v1.delete('/v1/registrations/:id', async (request) => registrations.delete(idParams.parse(request.params).id));
}
