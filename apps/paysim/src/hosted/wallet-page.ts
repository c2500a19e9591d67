import { formatMoney } from '../platform/money.ts';
import type { WalletPayment } from '../wallet/wallet-payment.ts';
import { textField } from './form-field.ts';
import { html } from './html.ts';
import type { PageOptions } from './layout.ts';

export type WalletPageOptions = { payment: WalletPayment; email?: string; error?: string };

/** The hosted wallet's sign-in and approval, in one step. */
export function walletPage({ payment, email, error }: WalletPageOptions): PageOptions {
  const content = html`<h1>Pay with your Skrill wallet</h1>
<p class="amount">${formatMoney(payment.amount, payment.currency)}</p>
<dl><dt>Reference</dt><dd>${payment.merchant_reference}</dd></dl>
<form method="post" action="/hosted/wallet/${payment.id}" target="_top">
${textField({ name: 'email', label: 'Wallet email', value: email ?? payment.customer.email, error, autocomplete: 'email', maxlength: 254 })}
<div class="actions">
<button type="submit" name="action" value="pay" class="primary">Pay ${formatMoney(payment.amount, payment.currency)}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
</div>
</form>
<details><summary>Sandbox wallets</summary><p>Any address pays; an address ending in <code>@empty.wallet.test</code> has no funds and fails.</p></details>`;
  return { title: 'Pay with your Skrill wallet', content, status: error ? 422 : 200 };
}
