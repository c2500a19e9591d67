import type { FastifyInstance } from 'fastify';
import { idParams } from '../http/params.ts';
import { createCheckoutBody } from './schemas.ts';
import type { CheckoutService } from './service.ts';

export function checkoutRoutes(v1: FastifyInstance, checkouts: CheckoutService): void {
  v1.post('/v1/checkouts', async (request, reply) => {
    const checkout = checkouts.create(createCheckoutBody.parse(request.body));
    return reply.status(201).send(checkout);
  });

  v1.get('/v1/checkouts/:id', async (request) => checkouts.get(idParams.parse(request.params).id));
}
