import type { Checkout } from '../checkouts/checkout.ts';
import { formatMoney } from '../platform/money.ts';
import { html } from './html.ts';
import type { PageOptions } from './layout.ts';

/** The issuer's 3-D Secure step, reduced to the two answers a test needs. */
export function challengePage(checkout: Checkout): PageOptions {
  const what = checkout.purpose === 'register_card' ? 'card check' : 'payment';
  const content = html`<h1>3-D Secure</h1>
<p class="lead">Your bank asks you to confirm this ${what} of ${formatMoney(checkout.amount, checkout.currency)}.
In the sandbox you choose the outcome.</p>
<form method="post" action="/hosted/checkouts/${checkout.id}/challenge" target="_top">
<div class="actions">
<button type="submit" name="decision" value="approve" class="primary">Approve</button>
<button type="submit" name="decision" value="fail" class="secondary">Fail</button>
</div>
</form>`;
  return { title: '3-D Secure', content };
}
