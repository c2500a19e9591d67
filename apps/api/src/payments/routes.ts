import { dataEnvelope, idealDetailsSchema, paymentFlagsSchema, taxInfoSchema } from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { PaymentsService } from './service.ts';

export function paymentsRoutes(app: Api, payments: PaymentsService): void {
  app.get('/api/payments/flags', {
    config: { auth: 'public' },
    schema: { tags: ['payments'], response: { 200: dataEnvelope(paymentFlagsSchema) } },
    handler: async () => ({ data: { ideal_enabled: payments.idealEnabled(), skrill_enabled: payments.skrillEnabled() } }),
  });

  app.get('/api/payments/ideal-details', {
    config: { auth: 'signed-in' },
    schema: { tags: ['payments'], response: { 200: dataEnvelope(idealDetailsSchema.nullable()) } },
    handler: async (request) => ({ data: await payments.idealDetailsOf(currentUser(request).id) }),
  });

  app.put('/api/payments/ideal-details', {
    config: { auth: 'signed-in' },
    schema: { tags: ['payments'], body: idealDetailsSchema, response: { 200: dataEnvelope(idealDetailsSchema) } },
    handler: async (request) => {
      await payments.saveIdealDetails(currentUser(request).id, request.body);
      return { data: request.body, message: 'iDEAL added successfully!' };
    },
  });

  app.get('/api/users/tax-info', {
    config: { auth: 'signed-in' },
    schema: { tags: ['payments'], response: { 200: dataEnvelope(taxInfoSchema) } },
    handler: async (request) => ({ data: await payments.taxInfo(currentUser(request).id) }),
  });
}
