import { dataEnvelope, offerIdParamsSchema, signUpOfferSchema } from '@velvet/contracts';
import type { Api } from '../platform/http/types.ts';
import type { OffersService } from './service.ts';

export function offersRoutes(app: Api, offers: OffersService): void {
  app.get('/api/offers/sign-up/:id', {
    config: { auth: 'public' },
    schema: { tags: ['users'], params: offerIdParamsSchema, response: { 200: dataEnvelope(signUpOfferSchema) } },
    handler: async (request) => ({ data: await offers.liveOffer(request.params.id) }),
  });
}
