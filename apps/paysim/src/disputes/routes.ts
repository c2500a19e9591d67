import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams } from '../http/params.ts';
import type { DisputeService } from './service.ts';

const openDisputeBody = z.object({ payment_id: z.string().min(1).max(100), reason: z.string().min(1).max(200).optional() }).strict();
const resolveDisputeBody = z.object({ outcome: z.enum(['won', 'lost']) }).strict();

/** The sandbox's switch for what a card network does: open a dispute on a settled payment, then decide it. */
export function disputeRoutes(v1: FastifyInstance, disputes: DisputeService): void {
  v1.post('/v1/disputes', async (request, reply) => {
    const body = openDisputeBody.parse(request.body);
    return reply.status(201).send(disputes.open({ paymentId: body.payment_id, reason: body.reason }));
  });

  v1.get('/v1/disputes/:id', async (request) => disputes.get(idParams.parse(request.params).id));

  v1.post('/v1/disputes/:id/resolve', async (request) => disputes.resolve(idParams.parse(request.params).id, resolveDisputeBody.parse(request.body).outcome));
}
