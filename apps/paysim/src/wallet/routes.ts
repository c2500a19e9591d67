import type { FastifyInstance } from 'fastify';
import { idParams } from '../http/params.ts';
import { createWalletPaymentBody } from './schemas.ts';
import type { WalletService } from './service.ts';

export function walletRoutes(v1: FastifyInstance, wallet: WalletService): void {
  v1.post('/v1/wallet/payments', async (request, reply) => {
    const payment = wallet.create(createWalletPaymentBody.parse(request.body));
    return reply.status(201).send(payment);
  });

  v1.get('/v1/wallet/payments/:id', async (request) => wallet.get(idParams.parse(request.params).id));
}
