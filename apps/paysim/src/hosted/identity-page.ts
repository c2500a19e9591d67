import type { IdentitySession } from '../identity/session.ts';
import { textField } from './form-field.ts';
import { html } from './html.ts';
import type { PageOptions } from './layout.ts';

const purpose = (session: IdentitySession) => (session.kind === 'kyc' ? 'Verify your identity' : 'Verify your age');

/** Step 1: the identity document. */
export function identityDocumentPage(session: IdentitySession, error?: string): PageOptions {
  const content = html`<h1>${purpose(session)}</h1>
<p class="lead">Step 1 of 2: your identity document.</p>
<form method="post" action="/hosted/identity/${session.id}/document">
<div class="field"><label for="document_type">Document type</label>
<select id="document_type" name="document_type" required>
<option value="passport">Passport</option>
<option value="id_card">Identity card</option>
<option value="driving_licence">Driving licence</option>
</select></div>
${textField({ name: 'document_number', label: 'Document number', autocomplete: 'off', maxlength: 20, error })}
<div class="actions"><button type="submit" class="primary">Continue</button></div>
</form>`;
  return { title: purpose(session), content, status: error ? 422 : 200 };
}

/** Step 2: the selfie; the sandbox takes none, the button stands for it. */
export function identitySelfiePage(session: IdentitySession): PageOptions {
  const content = html`<h1>${purpose(session)}</h1>
<p class="lead">Step 2 of 2: a selfie, to match you with your document.</p>
<form method="post" action="/hosted/identity/${session.id}/selfie">
<div class="actions"><button type="submit" class="primary">Take selfie</button></div>
</form>`;
  return { title: purpose(session), content };
}

/** The sandbox's decision: the tester chooses the outcome a real provider would reach. */
export function identityDecisionPage(session: IdentitySession): PageOptions {
  const content = html`<h1>${purpose(session)}</h1>
<p class="lead">Document and selfie received. Sandbox: choose the outcome.</p>
<form method="post" action="/hosted/identity/${session.id}/decision">
<div class="actions">
<button type="submit" name="decision" value="approve" class="primary">Approve</button>
<button type="submit" name="decision" value="decline" class="secondary">Decline</button>
</div>
</form>`;
  return { title: purpose(session), content };
}
