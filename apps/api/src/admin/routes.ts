import { announcementSchema, dataEnvelope, notificationSchema } from '@velvet/contracts';
import type { AccountsService } from '../accounts/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { notFound } from '../platform/errors.ts';
import type { Api } from '../platform/http/types.ts';

type AdminRoutesOptions = { accounts: AccountsService; notifications: NotificationsService };

export function adminRoutes(app: Api, { accounts, notifications }: AdminRoutesOptions): void {
  app.post('/api/admin/announcements', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], body: announcementSchema, response: { 201: dataEnvelope(notificationSchema) } },
    handler: async (request, reply) => {
      const { user_id: userId, message } = request.body;
      if (!(await accounts.userExists(userId))) throw notFound('User not found');
      const notification = await notifications.notifyNow({ userId, type: 'Announcement', message });
      return reply.status(201).send({ data: notification });
    },
  });
}
