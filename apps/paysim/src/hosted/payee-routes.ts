import type { FastifyInstance } from 'fastify';
import { idParams } from '../http/params.ts';
import type { PayeeService } from '../payouts/payees.ts';
import { sendPage } from './layout.ts';
import { messagePage } from './message-page.ts';
import { payeeActivationPage } from './payee-page.ts';

const notFoundPage = messagePage({ title: 'Account not found', message: 'This activation link is not valid.', status: 404 });
const activatedPage = messagePage({
  title: 'Payout account active',
  message: 'Your payout account is active. You can close this tab.',
});

/** The payout account activation page. */
export function hostedPayeeRoutes(app: FastifyInstance, payees: PayeeService): void {
  app.get('/hosted/payees/:id/activate', async (request, reply) => {
    const payee = payees.find(idParams.parse(request.params).id);
    if (!payee) return sendPage(reply, notFoundPage);
    return sendPage(reply, payee.status === 'active' ? activatedPage : payeeActivationPage(payee));
  });

  app.post('/hosted/payees/:id/activate', async (request, reply) => {
    const { id } = idParams.parse(request.params);
    if (!payees.find(id)) return sendPage(reply, notFoundPage);
    const returnUrl = payees.activate(id);
    return returnUrl ? reply.redirect(returnUrl, 303) : sendPage(reply, activatedPage);
  });
}
