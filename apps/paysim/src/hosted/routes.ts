import type { FastifyInstance } from 'fastify';
import type { CheckoutService } from '../checkouts/service.ts';
import type { IdealService } from '../ideal/service.ts';
import type { IdentityService } from '../identity/service.ts';
import type { PayeeService } from '../payouts/payees.ts';
import { hostedCheckoutRoutes } from './checkout-routes.ts';
import { hostedIdealRoutes } from './ideal-routes.ts';
import { hostedIdentityRoutes } from './identity-routes.ts';
import { hostedPayeeRoutes } from './payee-routes.ts';
import { hostedWalletRoutes } from './wallet-routes.ts';
import type { WalletService } from '../wallet/service.ts';

export type HostedPagesOptions = { checkouts: CheckoutService; ideal: IdealService; payees: PayeeService; identity: IdentityService; wallet: WalletService };

/** The pages browsers open: public, framable, posting plain HTML forms. */
export async function hostedPages(app: FastifyInstance, { checkouts, ideal, payees, identity, wallet }: HostedPagesOptions): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  hostedCheckoutRoutes(app, checkouts);
  hostedIdealRoutes(app, ideal);
  hostedPayeeRoutes(app, payees);
  hostedIdentityRoutes(app, identity);
  hostedWalletRoutes(app, wallet);
}
