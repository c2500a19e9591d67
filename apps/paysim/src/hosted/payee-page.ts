import type { Payee } from '../payouts/payee.ts';
import { html } from './html.ts';
import type { PageOptions } from './layout.ts';

/** The payout provider's onboarding, reduced to confirming the account holder's details. */
export function payeeActivationPage(payee: Payee): PageOptions {
  const content = html`<h1>Activate your payout account</h1>
<p class="lead">Payouts will be sent to this account holder.</p>
<dl><dt>Name</dt><dd>${payee.name}</dd><dt>Email</dt><dd>${payee.email}</dd><dt>Account</dt><dd>${payee.reference}</dd></dl>
<form method="post" action="/hosted/payees/${payee.id}/activate">
<div class="actions"><button type="submit" class="primary">Activate payout account</button></div>
</form>`;
  return { title: 'Activate your payout account', content };
}
