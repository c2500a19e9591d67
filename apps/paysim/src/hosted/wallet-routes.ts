import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams } from '../http/params.ts';
import type { WalletService } from '../wallet/service.ts';
import { sendPage } from './layout.ts';
import { messagePage } from './message-page.ts';
import { walletPage } from './wallet-page.ts';

const answerBody = z.object({ action: z.enum(['pay', 'cancel']), email: z.string().optional() });
const walletEmail = z.email();

const notFoundPage = messagePage({ title: 'Payment not found', message: 'This wallet payment link is not valid.', status: 404 });

/** The hosted wallet page and the redirect back to the merchant. */
export function hostedWalletRoutes(app: FastifyInstance, wallet: WalletService): void {
  app.get('/hosted/wallet/:id', async (request, reply) => {
    const page = wallet.findPage(idParams.parse(request.params).id);
    if (!page) return sendPage(reply, notFoundPage);
    if (page.payment.status !== 'pending') {
      return sendPage(reply, messagePage({ title: 'Wallet payment', message: `This wallet payment is ${page.payment.status}.`, returnUrl: page.returnUrl }));
    }
    return sendPage(reply, walletPage({ payment: page.payment }));
  });

  app.post('/hosted/wallet/:id', async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const page = wallet.findPage(id);
    if (!page) return sendPage(reply, notFoundPage);
    if (page.payment.status !== 'pending') return reply.redirect(page.returnUrl, 303);

    const { action, email = '' } = answerBody.parse(request.body ?? {});
    if (action === 'cancel') return reply.redirect(wallet.answer(id, { cancelled: true }), 303);
    const parsed = walletEmail.safeParse(email.trim());
    if (!parsed.success) return sendPage(reply, walletPage({ payment: page.payment, email, error: 'Enter the email of your wallet.' }));
    return reply.redirect(wallet.answer(id, { paidFrom: parsed.data }), 303);
  });
}
