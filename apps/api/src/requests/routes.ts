import {
  counterAnswerSchema,
  dataEnvelope,
  freeServiceUseSchema,
  paidRequestSchema,
  requestIdParamsSchema,
  requestInputSchema,
  requestLedgerEntrySchema,
  requestMessages,
  requestsInboxQuerySchema,
  requestResponseSchema,
  requestUpdateSchema,
  serviceRequestSchema,
  transactionLedgerSchema,
} from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { RequestsService } from './service.ts';

const tags = ['requests'];
const signedIn = 'signed-in' as const;
const params = requestIdParamsSchema;
const requestEnvelope = dataEnvelope(serviceRequestSchema);

/** The Requests calls of spec section 7 under /api/requests, and the ones it leaves unnamed. */
export function requestsRoutes(app: Api, { requests, verification }: { requests: RequestsService; verification: VerificationService }): void {
  app.post('/api/requests/calls-and-ratings', {
    config: { auth: signedIn },
    schema: { tags, headers: idempotentHeaders, body: requestInputSchema, response: { 200: dataEnvelope(paidRequestSchema) } },
    handler: async (request) => {
      const payer = currentUser(request);
      verification.gate(payer, 'purchase');
      const data = await requests.create({ payerId: payer.id, idempotencyKey: idempotencyKeyOf(request.headers), input: request.body });
      return { data, message: request.body.type === 'RATING' ? requestMessages.ratingSent : requestMessages.sent };
    },
  });

  // A free service of a subscribed channel: no payment, so no Idempotency-Key; the unit count is the guard.
  app.post('/api/requests/free-service', {
    config: { auth: signedIn },
    schema: { tags, body: freeServiceUseSchema, response: { 200: requestEnvelope } },
    handler: async (request) => {
      const fan = currentUser(request);
      verification.gate(fan, 'purchase');
      const data = await requests.createFree({ fanId: fan.id, input: request.body });
      return { data, message: data.type === 'RATING' ? requestMessages.ratingSent : requestMessages.sent };
    },
  });

  app.post('/api/requests/respond-to-counter-offer/:id', {
    config: { auth: signedIn },
    schema: { tags, params, headers: idempotentHeaders, body: counterAnswerSchema, response: { 200: dataEnvelope(paidRequestSchema) } },
    handler: async (request) => {
      const fan = currentUser(request);
      if (request.body.counter_status === 'accepted') verification.gate(fan, 'purchase');
      const { request: answered, transaction, message } = await requests.answerCounter({ fanId: fan.id, id: request.params.id, idempotencyKey: idempotencyKeyOf(request.headers), input: request.body });
      return { data: { request: answered, transaction }, message };
    },
  });

  app.post('/api/requests/transaction-ledger', {
    config: { auth: signedIn },
    schema: { tags, body: transactionLedgerSchema, response: { 200: dataEnvelope(z.array(requestLedgerEntrySchema)) } },
    handler: async (request) => ({ data: await requests.ledger(currentUser(request).id, request.body.request_id) }),
  });

  app.post('/api/requests/:id/respond', {
    config: { auth: ['CREATOR'] },
    schema: { tags, params, body: requestResponseSchema, response: { 200: requestEnvelope } },
    handler: async (request) => {
      const { request: answered, message } = await requests.respond(currentUser(request).id, request.params.id, request.body);
      return { data: answered, message };
    },
  });

  app.get('/api/requests', {
    config: { auth: signedIn },
    schema: { tags, summary: 'The Requests inbox: what I sent or received, newest first', querystring: requestsInboxQuerySchema, response: { 200: dataEnvelope(z.array(serviceRequestSchema)) } },
    handler: async (request) => ({ data: await requests.inbox(currentUser(request).id, request.query.box) }),
  });

  app.get('/api/requests/:id', {
    config: { auth: signedIn },
    schema: { tags, params, response: { 200: requestEnvelope } },
    handler: async (request) => ({ data: await requests.get(currentUser(request).id, request.params.id) }),
  });

  app.patch('/api/requests/:id', {
    config: { auth: signedIn },
    schema: { tags, params, body: requestUpdateSchema, response: { 200: requestEnvelope } },
    handler: async (request) => {
      const { request: updated, message } = await requests.update(currentUser(request).id, request.params.id, request.body);
      return { data: updated, message };
    },
  });

  app.post('/api/requests/:id/start-timer', {
    config: { auth: signedIn },
    schema: { tags, params, response: { 200: requestEnvelope } },
    handler: async (request) => ({ data: await requests.startTimer(currentUser(request).id, request.params.id) }),
  });
}
