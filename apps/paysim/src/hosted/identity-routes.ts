import type { FastifyInstance, FastifyReply } from 'fastify';
import { idParams } from '../http/params.ts';
import { decisionForm, documentForm } from '../identity/schemas.ts';
import type { IdentityService } from '../identity/service.ts';
import type { IdentitySession } from '../identity/session.ts';
import { identityDecisionPage, identityDocumentPage, identitySelfiePage } from './identity-page.ts';
import { sendPage } from './layout.ts';
import { messagePage } from './message-page.ts';

const notFoundPage = messagePage({ title: 'Verification not found', message: 'This verification link is not valid.', status: 404 });
const decidedPage = (session: IdentitySession) =>
  messagePage({
    title: session.status === 'verified' ? 'Verification complete' : 'Verification declined',
    message:
      session.status === 'verified'
        ? 'Your verification is complete. You can close this tab.'
        : 'We could not verify you. You can close this tab and try again.',
  });

/** The page of the step the session is at. */
function currentStep(reply: FastifyReply, session: IdentitySession) {
  if (session.status !== 'pending') return sendPage(reply, decidedPage(session));
  if (!session.document) return sendPage(reply, identityDocumentPage(session));
  if (!session.selfie_taken) return sendPage(reply, identitySelfiePage(session));
  return sendPage(reply, identityDecisionPage(session));
}

/** The identity verification pages: document, selfie, then the sandbox's decision. */
export function hostedIdentityRoutes(app: FastifyInstance, identity: IdentityService): void {
  app.get('/hosted/identity/:id', async (request, reply) => {
    const session = identity.find(idParams.parse(request.params).id);
    return session ? currentStep(reply, session) : sendPage(reply, notFoundPage);
  });

  app.post('/hosted/identity/:id/document', async (request, reply) => {
    const session = identity.find(idParams.parse(request.params).id);
    if (!session) return sendPage(reply, notFoundPage);
    if (session.status !== 'pending' || session.document) return currentStep(reply, session);
    const form = documentForm.safeParse(request.body);
    if (!form.success) return sendPage(reply, identityDocumentPage(session, 'Enter the document number: 5 to 20 letters or digits'));
    identity.submitDocument(session.id, form.data);
    return currentStep(reply, session);
  });

  app.post('/hosted/identity/:id/selfie', async (request, reply) => {
    const session = identity.find(idParams.parse(request.params).id);
    if (!session) return sendPage(reply, notFoundPage);
    if (session.status === 'pending' && session.document && !session.selfie_taken) identity.takeSelfie(session.id);
    return currentStep(reply, session);
  });

  app.post('/hosted/identity/:id/decision', async (request, reply) => {
    const session = identity.find(idParams.parse(request.params).id);
    if (!session) return sendPage(reply, notFoundPage);
    const form = decisionForm.safeParse(request.body);
    if (session.status !== 'pending' || !session.selfie_taken || !form.success) return currentStep(reply, session);
    const returnUrl = identity.decide(session.id, form.data.decision === 'approve');
    return returnUrl ? reply.redirect(returnUrl, 303) : currentStep(reply, session);
  });
}
