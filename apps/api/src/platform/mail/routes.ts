import { dataEnvelope, devMessageSchema, devOutboxQuerySchema } from '@velvet/contracts';
import { z } from 'zod';
import type { Api } from '../http/types.ts';
import type { Delivery } from './delivery.ts';
import type { DevOutboxRow } from './repo.ts';

const mapDevMessage = (row: DevOutboxRow) => ({
  _id: row.id,
  channel: row.channel,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  created_at: row.createdAt.toISOString(),
});

/** The dev mailbox's API: public, and registered only when mail is not sent through SMTP. */
export function devMailboxRoutes(app: Api, delivery: Delivery): void {
  if (delivery.mode !== 'dev-mailbox') return;
  app.get('/api/dev/outbox', {
    config: { auth: 'public' },
    schema: { tags: ['dev'], querystring: devOutboxQuerySchema, response: { 200: dataEnvelope(z.array(devMessageSchema)) } },
    handler: async (request) => ({ data: (await delivery.devMessages(request.query)).map(mapDevMessage) }),
  });
}
