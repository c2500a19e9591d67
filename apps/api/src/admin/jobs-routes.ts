import { dataEnvelope } from '@velvet/contracts';
import { z } from 'zod';
import type { EarningsService } from '../earnings/service.ts';
import { forbidden } from '../platform/errors.ts';
import type { Api } from '../platform/http/types.ts';
import type { SubscriptionsService } from '../subscriptions/service.ts';

type JobsRoutesOptions = { earnings: EarningsService; subscriptions: SubscriptionsService; allowTimeTravel: boolean };

const releaseSchema = z.strictObject({ as_of: z.iso.datetime({ offset: true }).optional() });

/**
 * Runs the earnings release now, for operators. Outside production `as_of` stands in for the clock,
 * so a test can see what happens 14 days later without waiting.
 */
export function adminJobsRoutes(app: Api, { earnings, subscriptions, allowTimeTravel }: JobsRoutesOptions): void {
  app.post('/api/admin/jobs/earnings-release', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], body: releaseSchema.default({}), response: { 200: dataEnvelope(z.object({ released: z.number().int() })) } },
    handler: async (request) => {
      if (request.body.as_of && !allowTimeTravel) throw forbidden('as_of is not available in production');
      const released = await earnings.releaseDue(request.body.as_of ? new Date(request.body.as_of) : new Date());
      return { data: { released } };
    },
  });

  app.post('/api/admin/jobs/subscription-renewals', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], body: releaseSchema.default({}), response: { 200: dataEnvelope(z.record(z.string(), z.number().int())) } },
    handler: async (request) => {
      if (request.body.as_of && !allowTimeTravel) throw forbidden('as_of is not available in production');
      return { data: await subscriptions.renewDue(request.body.as_of ? new Date(request.body.as_of) : new Date()) };
    },
  });
}
