import { appealDecisionSchema, appealSchema, dataEnvelope, hideContentSchema, moderationMessages, takedownSchema, takedownsPageSchema, takedownsQuerySchema } from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import { takedownIdParams, type ModerationService } from './service.ts';

/** Takedowns from the reports queue, the owner's one appeal, and staff's decision on it. */
export function moderationRoutes(app: Api, moderation: ModerationService): void {
  app.post('/api/admin/moderation/hide', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], body: hideContentSchema, response: { 200: dataEnvelope(takedownSchema) } },
    handler: async (request) => {
      const { kind, item_id: itemId, reason, report_id: reportId } = request.body;
      return { data: await moderation.hide({ adminId: currentUser(request).id, kind, itemId, reason, reportId }), message: moderationMessages.hidden };
    },
  });

  app.get('/api/admin/moderation', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], querystring: takedownsQuerySchema, response: { 200: dataEnvelope(takedownsPageSchema) } },
    handler: async (request) => ({ data: await moderation.queue(request.query) }),
  });

  app.post('/api/admin/moderation/:id/decide', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], params: takedownIdParams, body: appealDecisionSchema, response: { 200: dataEnvelope(takedownSchema) } },
    handler: async (request) => {
      const { decision, note } = request.body;
      return { data: await moderation.decide({ adminId: currentUser(request).id, id: request.params.id, restore: decision === 'restore', note }) };
    },
  });

  app.get('/api/moderation/mine', {
    config: { auth: 'signed-in' },
    schema: { tags: ['moderation'], response: { 200: dataEnvelope(takedownSchema.array()) } },
    handler: async (request) => ({ data: await moderation.mine(currentUser(request).id) }),
  });

  app.post('/api/moderation/:id/appeal', {
    config: { auth: 'signed-in' },
    schema: { tags: ['moderation'], params: takedownIdParams, body: appealSchema, response: { 200: dataEnvelope(takedownSchema) } },
    handler: async (request) => ({ data: await moderation.appeal(currentUser(request).id, request.params.id, request.body.text), message: moderationMessages.appealSent }),
  });
}
