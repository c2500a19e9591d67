import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/errors.ts';
import type { PaymentsProvider } from '../platform/providers/payments-port.ts';
import type { WebhooksService } from './service.ts';

type WebhooksRoutesOptions = { webhooks: WebhooksService; provider: PaymentsProvider };

/** Provider webhooks, verified on the raw bytes, so this scope keeps JSON bodies as strings. */
export async function webhooksRoutes(app: FastifyInstance, { webhooks, provider }: WebhooksRoutesOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    scope.post(`/api/webhooks/${provider.name}`, { config: { auth: 'public', rateLimit: false } }, async (request) => {
      const event = provider.verifyWebhook(String(request.body ?? ''), request.headers);
      if (!event) throw new AppError('UNAUTHENTICATED', 'Invalid webhook signature');
      return { received: true, result: await webhooks.receive(event) };
    });
  });
}
