import type { FastifyInstance } from 'fastify';
import { idParams } from '../http/params.ts';
import { assertSupportedPair, quoteUsdToEur } from './fx.ts';
import { createIdealPaymentBody, fxQuoteQuery } from './schemas.ts';
import type { IdealService } from './service.ts';

type IdealRoutesOptions = { ideal: IdealService; eurPerUsd: number };

export function idealRoutes(v1: FastifyInstance, { ideal, eurPerUsd }: IdealRoutesOptions): void {
  v1.get('/v1/fx/quote', async (request) => {
    const { amount, from, to } = fxQuoteQuery.parse(request.query);
    assertSupportedPair(from, to);
    return quoteUsdToEur(amount, eurPerUsd);
  });

  v1.post('/v1/ideal/payments', async (request, reply) => {
    const payment = ideal.create(createIdealPaymentBody.parse(request.body));
    return reply.status(201).send(payment);
  });

  v1.get('/v1/ideal/payments/:id', async (request) => ideal.get(idParams.parse(request.params).id));
}
