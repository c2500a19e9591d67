import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cardFormBody, validateCardForm } from '../cards/card-form.ts';
import type { CheckoutStatus } from '../checkouts/checkout.ts';
import type { CheckoutPage, CheckoutService } from '../checkouts/service.ts';
import { idParams } from '../http/params.ts';
import { cardPage } from './card-page.ts';
import { challengePage } from './challenge-page.ts';
import { sendPage } from './layout.ts';
import { messagePage } from './message-page.ts';

const challengeBody = z.object({ decision: z.enum(['approve', 'fail']) });

const FINISHED_MESSAGES: Record<Exclude<CheckoutStatus, 'pending'>, { title: string; message: string }> = {
  succeeded: { title: 'Checkout complete', message: 'This checkout is already complete.' },
  failed: { title: 'Checkout failed', message: 'This checkout has failed. Start again from the merchant’s site.' },
  expired: { title: 'Checkout expired', message: 'This checkout has expired. Start again from the merchant’s site.' },
};

const notFoundPage = messagePage({ title: 'Checkout not found', message: 'This checkout link is not valid.', status: 404 });

function finishedPage({ returnUrl }: CheckoutPage, status: Exclude<CheckoutStatus, 'pending'>) {
  return messagePage({ ...FINISHED_MESSAGES[status], returnUrl });
}

/** The card page, its 3-D Secure step, and the redirects back to the merchant. */
export function hostedCheckoutRoutes(app: FastifyInstance, checkouts: CheckoutService): void {
  app.get('/hosted/checkouts/:id', async (request, reply) => {
    const page = checkouts.findPage(idParams.parse(request.params).id);
    if (!page) return sendPage(reply, notFoundPage);
    const { status } = page.checkout;
    if (status !== 'pending') return sendPage(reply, finishedPage(page, status));
    return sendPage(reply, cardPage({ checkout: page.checkout }));
  });

  app.post('/hosted/checkouts/:id', async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const page = checkouts.findPage(id);
    if (!page) return sendPage(reply, notFoundPage);
    // A second post (a double click, the back button) just takes the browser back with the outcome.
    if (page.checkout.status !== 'pending') return reply.redirect(page.returnUrl, 303);

    const form = validateCardForm(cardFormBody.parse(request.body ?? {}));
    if (!form.ok) return sendPage(reply, cardPage({ checkout: page.checkout, values: form.values, errors: form.errors }));
    const submission = checkouts.submitCard(id, form.card);
    return reply.redirect(submission.next === 'challenge' ? `/hosted/checkouts/${id}/challenge` : submission.redirectUrl, 303);
  });

  app.get('/hosted/checkouts/:id/challenge', async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const page = checkouts.findPage(id);
    if (!page) return sendPage(reply, notFoundPage);
    if (!page.awaitingChallenge) return reply.redirect(`/hosted/checkouts/${id}`, 303);
    return sendPage(reply, challengePage(page.checkout));
  });

  app.post('/hosted/checkouts/:id/challenge', async (request, reply) => {
    const { id } = idParams.parse(request.params);
    if (!checkouts.findPage(id)) return sendPage(reply, notFoundPage);
    const { decision } = challengeBody.parse(request.body ?? {});
    return reply.redirect(checkouts.answerChallenge(id, decision === 'approve'), 303);
  });
}
