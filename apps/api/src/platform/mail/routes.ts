import { dataEnvelope, devMessageSchema, devOutboxQuerySchema } from '@velvet/contracts';
import { z } from 'zod';
import { forbidden } from '../errors.ts';
import { isLoopback } from '../http/loopback.ts';
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

/**
 * The dev mailbox's API: it shows every account's sign-in codes and reset links, so it exists only
 * outside production while mail is not sent through SMTP, and answers only a client on this machine.
 */
export function devMailboxRoutes(app: Api, delivery: Delivery, { production }: { production: boolean }): void {
  if (delivery.mode !== 'dev-mailbox' || production) return;
  app.get('/api/dev/outbox', {
    config: { auth: 'public' },
    schema: { tags: ['dev'], querystring: devOutboxQuerySchema, response: { 200: dataEnvelope(z.array(devMessageSchema)) } },
    handler: async (request) => {
      if (!isLoopback(request.ip)) throw forbidden('The dev mailbox answers only on this machine.');
      return { data: (await delivery.devMessages(request.query)).map(mapDevMessage) };
    },
  });
}
