import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EventLog } from './events.ts';

const listQuery = z.strictObject({ since: z.coerce.number().int().min(0).default(0) });

/** `GET /v1/events?since=<unix>`: every event since then, oldest first, for reconciliation. */
export function eventRoutes(v1: FastifyInstance, events: EventLog): void {
  v1.get('/v1/events', async (request) => {
    const { since } = listQuery.parse(request.query);
    return { data: events.listSince(since) };
  });
}
