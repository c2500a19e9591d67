import { IDEAL_BANKS } from '../ideal/banks.ts';
import type { IdealPayment } from '../ideal/ideal-payment.ts';
import { formatMoney } from '../platform/money.ts';
import { html } from './html.ts';
import type { PageOptions } from './layout.ts';

export type IdealPageOptions = { payment: IdealPayment; error?: string };

/** The iDEAL bank selection and approval, in one step. */
export function idealPage({ payment, error }: IdealPageOptions): PageOptions {
  const banks = IDEAL_BANKS.map(
    (bank) => html`<label class="choice"><input type="radio" name="bank" value="${bank.id}" required> ${bank.name}</label>`,
  );
  const content = html`<h1>Pay with iDEAL</h1>
<p class="amount">${formatMoney(payment.amount, payment.currency)}</p>
<dl><dt>Reference</dt><dd>${payment.merchant_reference}</dd><dt>Payer</dt><dd>${payment.customer.f_name} ${payment.customer.l_name}</dd></dl>
${error ? html`<div class="alert" role="alert" id="bank-error">${error}</div>` : ''}
<form method="post" action="/hosted/ideal/${payment.id}" target="_top">
<fieldset${error ? html` aria-describedby="bank-error"` : ''}>
<legend>Choose your bank</legend>
<div class="choices">
${banks}
</div>
</fieldset>
<div class="actions">
<button type="submit" name="action" value="approve" class="primary">Approve</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
</div>
</form>`;
  return { title: 'Pay with iDEAL', content, status: error ? 422 : 200 };
}
