import { dataEnvelope, earningsSchema } from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { EarningsService } from './service.ts';

export function earningsRoutes(app: Api, earnings: EarningsService): void {
  app.get('/api/earnings', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['earnings'], response: { 200: dataEnvelope(earningsSchema) } },
    handler: async (request) => ({ data: await earnings.summary(currentUser(request).id) }),
  });
}
