import {
  buyTicketSchema,
  buyTicketV2Schema,
  checkInSchema,
  dataEnvelope,
  eventIdParamsSchema,
  eventInputSchema,
  eventMessages,
  eventPatchSchema,
  eventSchema,
  eventsListSchema,
  eventsQuerySchema,
  skrillMessages,
  ticketPurchaseSchema,
  ticketSchema,
  ticketsListSchema,
} from '@velvet/contracts';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { EventsService } from './service.ts';

const creatorsOnly = ['CREATOR'] as const;
const tags = ['events'];

/** Events and tickets, under /api/events. */
export function eventsRoutes(app: Api, { events, verification }: { events: EventsService; verification: VerificationService }): void {
  // The spec's gate names "see events": a signed-in viewer must pass it; a guest sees public pages.
  const viewerOf = (request: FastifyRequest) => {
    if (request.user) verification.gate(request.user, 'see events');
    return request.user ? { id: request.user.id } : null;
  };

  app.post('/api/events', {
    config: { auth: creatorsOnly },
    schema: { tags, body: eventInputSchema, response: { 201: dataEnvelope(eventSchema) } },
    handler: async (request, reply) => reply.status(201).send({ data: await events.create(currentUser(request).id, request.body), message: eventMessages.created }),
  });

  app.get('/api/events', {
    config: { auth: 'public' },
    schema: { tags, querystring: eventsQuerySchema, response: { 200: dataEnvelope(eventsListSchema) } },
    handler: async (request) => ({ data: { items: await events.list(viewerOf(request), request.query) } }),
  });

  app.get('/api/events/feed', {
    config: { auth: 'signed-in' },
    schema: { tags, response: { 200: dataEnvelope(eventsListSchema) } },
    handler: async (request) => {
      viewerOf(request);
      return { data: { items: await events.feed(currentUser(request).id) } };
    },
  });

  app.get('/api/events/my-tickets', {
    config: { auth: 'signed-in' },
    schema: { tags, response: { 200: dataEnvelope(ticketsListSchema) } },
    handler: async (request) => ({ data: { items: await events.myTickets(currentUser(request).id) } }),
  });

  app.get('/api/events/:id', {
    config: { auth: 'public' },
    schema: { tags, params: eventIdParamsSchema, response: { 200: dataEnvelope(eventSchema) } },
    handler: async (request) => ({ data: await events.get(viewerOf(request), request.params.id) }),
  });

  app.patch('/api/events/:id', {
    config: { auth: creatorsOnly },
    schema: { tags, params: eventIdParamsSchema, body: eventPatchSchema, response: { 200: dataEnvelope(eventSchema) } },
    handler: async (request) => ({ data: await events.update(currentUser(request).id, request.params.id, request.body), message: eventMessages.updated }),
  });

  app.post('/api/events/:id/cancel', {
    config: { auth: creatorsOnly },
    schema: { tags, params: eventIdParamsSchema, response: { 200: dataEnvelope(eventSchema) } },
    handler: async (request) => ({ data: await events.cancel(currentUser(request).id, request.params.id), message: eventMessages.cancelledOk }),
  });

  app.post('/api/events/:id/tickets', {
    config: { auth: 'signed-in' },
    schema: { tags, params: eventIdParamsSchema, headers: idempotentHeaders, body: buyTicketSchema, response: { 200: dataEnvelope(ticketPurchaseSchema) } },
    handler: async (request) => {
      const payer = currentUser(request);
      verification.gate(payer, 'purchase');
      const purchase = await events.buy({ payerId: payer.id, eventId: request.params.id, idempotencyKey: idempotencyKeyOf(request.headers), input: request.body });
      return { data: purchase, message: eventMessages.ticketBought };
    },
  });

  // The v2 variant (the skrill flag): paid on the hosted wallet's page, whose address the answer's transaction carries.
  app.post('/api/v2/events/:id/tickets', {
    config: { auth: 'signed-in' },
    schema: { tags, params: eventIdParamsSchema, headers: idempotentHeaders, body: buyTicketV2Schema, response: { 200: dataEnvelope(ticketPurchaseSchema) } },
    handler: async (request) => {
      const payer = currentUser(request);
      verification.gate(payer, 'purchase');
      const input = { payment_mode: 'skrill' as const };
      const purchase = await events.buy({ payerId: payer.id, eventId: request.params.id, idempotencyKey: idempotencyKeyOf(request.headers), input });
      return { data: purchase, message: purchase.transaction ? skrillMessages.started : eventMessages.ticketBought };
    },
  });

  app.get('/api/events/:id/tickets', {
    config: { auth: creatorsOnly },
    schema: { tags, params: eventIdParamsSchema, response: { 200: dataEnvelope(ticketsListSchema) } },
    handler: async (request) => ({ data: { items: await events.ticketsOf(currentUser(request).id, request.params.id) } }),
  });

  app.post('/api/events/:id/check-in', {
    config: { auth: creatorsOnly },
    schema: { tags, params: eventIdParamsSchema, body: checkInSchema, response: { 200: dataEnvelope(ticketSchema) } },
    handler: async (request) => ({ data: await events.checkIn(currentUser(request).id, request.params.id, request.body.code), message: eventMessages.checkedIn }),
  });
}
