import { dataEnvelope, massMessageMessages, massMessageSchema, massMessageSendSchema } from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { MassMessagesService } from './service.ts';

const tags = ['chat'];

/** Mass messages (docs/chat-media.md): queue one to an audience, and the list with its counts. Creators only. */
export function massMessagesRoutes(app: Api, massMessages: MassMessagesService): void {
  app.post('/api/mass-messages', {
    config: { auth: ['CREATOR'] },
    schema: { tags, summary: 'Send one message to all fans, a channel’s or collab’s subscribers, or a custom list', body: massMessageSendSchema, response: { 201: dataEnvelope(massMessageSchema) } },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await massMessages.send(currentUser(request).id, request.body), message: massMessageMessages.queued };
    },
  });

  app.get('/api/mass-messages', {
    config: { auth: ['CREATOR'] },
    schema: { tags, summary: 'My latest mass messages with their sent, seen and unlocked counts and income', response: { 200: dataEnvelope(z.array(massMessageSchema)) } },
    handler: async (request) => ({ data: await massMessages.mine(currentUser(request).id) }),
  });
}
