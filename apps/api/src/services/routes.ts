import {
  chatFeePurchaseSchema,
  dataEnvelope,
  publicServicesQuerySchema,
  serviceIdParamsSchema,
  serviceInputSchema,
  serviceInterestAnswerSchema,
  serviceInterestSchema,
  serviceMessages,
  servicePatchSchema,
  serviceSchema,
  servicesAnswerSchema,
  servicesQuerySchema,
  transactionSchema,
} from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { ServicesService } from './service.ts';

const creatorsOnly = ['CREATOR'] as const;
const tags = ['services'];

/** The Services calls of spec section 7, under /api/users. */
export function servicesRoutes(app: Api, { services, verification }: { services: ServicesService; verification: VerificationService }): void {
  app.post('/api/users/services', {
    config: { auth: creatorsOnly },
    schema: { tags, body: serviceInputSchema, response: { 201: dataEnvelope(serviceSchema) } },
    handler: async (request, reply) => reply.status(201).send({ data: await services.create(currentUser(request).id, request.body), message: serviceMessages.created }),
  });

  app.get('/api/users/services', {
    config: { auth: 'signed-in' },
    schema: { tags, querystring: servicesQuerySchema, response: { 200: servicesAnswerSchema } },
    handler: async (request) => {
      const { user_id, type, filter_out } = request.query;
      return services.list(currentUser(request).id, { user_id, type, filterOut: filter_out });
    },
  });

  app.patch('/api/users/services/:id', {
    config: { auth: creatorsOnly },
    schema: { tags, params: serviceIdParamsSchema, body: servicePatchSchema, response: { 200: dataEnvelope(serviceSchema) } },
    handler: async (request) => ({ data: await services.update(currentUser(request).id, request.params.id, request.body), message: serviceMessages.updated }),
  });

  app.delete('/api/users/services/:id', {
    config: { auth: creatorsOnly },
    schema: { tags, params: serviceIdParamsSchema, response: { 200: z.object({ message: z.string() }) } },
    handler: async (request) => {
      await services.remove(currentUser(request).id, request.params.id);
      return { message: serviceMessages.deleted };
    },
  });

  app.get('/api/users/public-services', {
    config: { auth: 'public' },
    schema: { tags, querystring: publicServicesQuerySchema, response: { 200: dataEnvelope(z.array(serviceSchema)) } },
    handler: async (request) => ({ data: await services.listPublic(request.query.user_id) }),
  });

  app.post('/api/users/service-interest', {
    config: { auth: 'signed-in' },
    schema: { tags, body: serviceInterestSchema, response: { 200: dataEnvelope(serviceInterestAnswerSchema) } },
    handler: async (request) => ({ data: await services.registerInterest(currentUser(request).id, request.body.service_id), message: serviceMessages.interestRegistered }),
  });

  app.post('/api/users/purchase-chat-fee-service', {
    config: { auth: 'signed-in' },
    schema: { tags, headers: idempotentHeaders, body: chatFeePurchaseSchema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => {
      const payer = currentUser(request);
      verification.gate(payer, 'purchase');
      const transaction = await services.purchaseChatFee({ payerId: payer.id, idempotencyKey: idempotencyKeyOf(request.headers), input: request.body });
      return { data: transaction, message: serviceMessages.chatFeePaid };
    },
  });
}
