import type { FastifyInstance } from 'fastify';
import { idParams } from '../http/params.ts';
import { createPaymentBody, createRefundBody } from './schemas.ts';
import type { PaymentService } from './service.ts';

export function paymentRoutes(v1: FastifyInstance, payments: PaymentService): void {
  v1.post('/v1/payments', async (request, reply) => {
    const body = createPaymentBody.parse(request.body);
    const payment = payments.payWithRegistration({
      registrationId: body.registration_id,
      amount: body.amount,
      currency: body.currency,
      merchantReference: body.merchant_reference,
      capture: body.capture,
    });
    return reply.status(201).send(payment);
  });

  v1.get('/v1/payments/:id', async (request) => payments.get(idParams.parse(request.params).id));

  v1.post('/v1/payments/:id/capture', async (request) => payments.capture(idParams.parse(request.params).id));

  v1.post('/v1/payments/:id/void', async (request) => payments.void(idParams.parse(request.params).id));

  v1.post('/v1/payments/:id/refunds', async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const { amount } = createRefundBody.parse(request.body);
    return reply.status(201).send(payments.refund(id, amount));
  });
}
