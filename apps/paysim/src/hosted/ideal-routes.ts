import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams } from '../http/params.ts';
import { findIdealBank } from '../ideal/banks.ts';
import type { IdealService } from '../ideal/service.ts';
import { idealPage } from './ideal-page.ts';
import { sendPage } from './layout.ts';
import { messagePage } from './message-page.ts';

const answerBody = z.object({ action: z.enum(['approve', 'cancel']), bank: z.string().optional() });

const notFoundPage = messagePage({ title: 'Payment not found', message: 'This iDEAL link is not valid.', status: 404 });

/** The iDEAL bank page and the redirect back to the merchant. */
export function hostedIdealRoutes(app: FastifyInstance, ideal: IdealService): void {
  app.get('/hosted/ideal/:id', async (request, reply) => {
    const page = ideal.findPage(idParams.parse(request.params).id);
    if (!page) return sendPage(reply, notFoundPage);
    if (page.payment.status !== 'pending') {
      const message = `This iDEAL payment is ${page.payment.status}.`;
      return sendPage(reply, messagePage({ title: 'iDEAL payment', message, returnUrl: page.returnUrl }));
    }
    return sendPage(reply, idealPage({ payment: page.payment }));
  });

  app.post('/hosted/ideal/:id', async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const page = ideal.findPage(id);
    if (!page) return sendPage(reply, notFoundPage);
    if (page.payment.status !== 'pending') return reply.redirect(page.returnUrl, 303);

    const { action, bank: bankId } = answerBody.parse(request.body ?? {});
    if (action === 'cancel') return reply.redirect(ideal.answer(id, { cancelled: true }), 303);
    const bank = bankId ? findIdealBank(bankId) : undefined;
    if (!bank) return sendPage(reply, idealPage({ payment: page.payment, error: 'Choose your bank.' }));
    return reply.redirect(ideal.answer(id, { approvedAt: bank }), 303);
  });
}
