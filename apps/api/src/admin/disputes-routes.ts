import { dataEnvelope, disputesPageSchema, disputesQuerySchema } from '@velvet/contracts';
import type { DisputesService } from '../disputes/service.ts';
import type { Api } from '../platform/http/types.ts';

/** The disputes queue: card and iDEAL payments disputed with the payer's bank, newest first, with counts per state. */
export function adminDisputesRoutes(app: Api, disputes: DisputesService): void {
  app.get('/api/admin/disputes', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], querystring: disputesQuerySchema, response: { 200: dataEnvelope(disputesPageSchema) } },
    handler: async (request) => ({ data: await disputes.list(request.query) }),
  });
}
