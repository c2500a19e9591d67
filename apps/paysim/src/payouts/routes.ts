import type { FastifyInstance } from 'fastify';
import { idParams } from '../http/params.ts';
import type { PayeeService } from './payees.ts';
import { createPayeeBody, createTransferBody } from './schemas.ts';
import type { TransferService } from './transfers.ts';

type PayoutRoutesOptions = { payees: PayeeService; transfers: TransferService };

export function payoutRoutes(v1: FastifyInstance, { payees, transfers }: PayoutRoutesOptions): void {
  v1.post('/v1/payees', async (request, reply) => {
    const { payee, created } = payees.createOrReuse(createPayeeBody.parse(request.body));
    return reply.status(created ? 201 : 200).send(payee);
  });

  v1.get('/v1/payees/:id', async (request) => payees.get(idParams.parse(request.params).id));

  v1.post('/v1/transfers', async (request, reply) => {
    const transfer = transfers.create(createTransferBody.parse(request.body));
    return reply.status(201).send(transfer);
  });

  v1.get('/v1/transfers/:id', async (request) => transfers.get(idParams.parse(request.params).id));
}
