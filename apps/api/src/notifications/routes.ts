import {
  acknowledgedSchema,
  acknowledgeNotificationsSchema,
  dataEnvelope,
  listNotificationsQuerySchema,
  notificationPageSchema,
  readUnreadCountsSchema,
} from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { NotificationsService } from './service.ts';

export function notificationsRoutes(app: Api, notifications: NotificationsService): void {
  app.get('/api/notification', {
    config: { auth: 'signed-in' },
    schema: { tags: ['notifications'], querystring: listNotificationsQuerySchema, response: { 200: dataEnvelope(notificationPageSchema) } },
    handler: async (request) => ({ data: await notifications.list(currentUser(request).id, request.query) }),
  });

  app.get('/api/notification/read-unread-counts', {
    config: { auth: 'signed-in' },
    schema: { tags: ['notifications'], response: { 200: dataEnvelope(readUnreadCountsSchema) } },
    handler: async (request) => ({ data: await notifications.counts(currentUser(request).id) }),
  });

  app.put('/api/notification/acknowledge-notifications', {
    config: { auth: 'signed-in' },
    schema: {
      tags: ['notifications'],
      body: acknowledgeNotificationsSchema.default({}),
      response: { 200: dataEnvelope(acknowledgedSchema) },
    },
    handler: async (request) => ({
      data: { acknowledged: await notifications.acknowledge(currentUser(request).id, request.body.ids) },
    }),
  });
}
