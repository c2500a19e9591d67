import type { CardField, CardFormValues } from '../cards/card-form.ts';
import { TEST_CARDS, type CardBehaviour, type TestCard } from '../cards/test-cards.ts';
import type { Checkout } from '../checkouts/checkout.ts';
import { formatMoney } from '../platform/money.ts';
import { textField } from './form-field.ts';
import { html } from './html.ts';
import type { PageOptions } from './layout.ts';

export type CardPageOptions = {
  checkout: Checkout;
  values?: CardFormValues;
  errors?: Partial<Record<CardField, string>>;
};

const TEST_CARD_NOTES: Record<CardBehaviour, string> = {
  approve: 'succeeds',
  decline: 'is declined',
  insufficient_funds: 'fails: insufficient funds',
  challenge: 'asks for 3-D Secure',
  decline_after_saving: 'saves, then later payments are declined',
  dispute_after_settling: 'succeeds, then the bank disputes each payment',
};

function formatCardNumber({ number, brand }: TestCard): string {
  return brand === 'AMEX' ? number.replace(/^(\d{4})(\d{6})(\d{5})$/, '$1 $2 $3') : number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function cardFields({ values, errors = {} }: Omit<CardPageOptions, 'checkout'>) {
  const expiryErrorId = errors.expiry && 'expiry-error';
  return {
    number: textField({
      name: 'number', label: 'Card number', value: values?.number, error: errors.number, autocomplete: 'cc-number',
      inputmode: 'numeric', pattern: '[0-9 \\-]{12,23}', maxlength: 23, placeholder: '4242 4242 4242 4242',
    }),
    expiryMonth: textField({
      name: 'expiry_month', label: 'Expiry month', labelHidden: true, value: values?.expiry_month, errorId: expiryErrorId,
      autocomplete: 'cc-exp-month', inputmode: 'numeric', pattern: '0?[1-9]|1[0-2]', maxlength: 2, placeholder: 'MM',
    }),
    expiryYear: textField({
      name: 'expiry_year', label: 'Expiry year', labelHidden: true, value: values?.expiry_year, errorId: expiryErrorId,
      autocomplete: 'cc-exp-year', inputmode: 'numeric', pattern: '(20)?[0-9]{2}', maxlength: 4, placeholder: 'YYYY',
    }),
    cvc: textField({
      name: 'cvc', label: 'CVC', error: errors.cvc, autocomplete: 'cc-csc',
      inputmode: 'numeric', pattern: '[0-9]{3,4}', maxlength: 4, placeholder: '123',
    }),
    holder: textField({ name: 'holder', label: 'Name on card', value: values?.holder, error: errors.holder, autocomplete: 'cc-name', maxlength: 60 }),
  };
}

/** The hosted card form; HTML patterns catch typos in the frame before anything is posted. */
export function cardPage({ checkout, values, errors = {} }: CardPageOptions): PageOptions {
  const registering = checkout.purpose === 'register_card';
  const amount = formatMoney(checkout.amount, checkout.currency);
  const hasErrors = Object.keys(errors).length > 0;
  const fields = cardFields({ values, errors });
  const testCards = TEST_CARDS.map(
    (card) => html`<li><code>${formatCardNumber(card)}</code> ${card.brand} ${TEST_CARD_NOTES[card.behaviour]}</li>`,
  );

  const content = html`<h1>${registering ? 'Save your card' : 'Pay by card'}</h1>
${
  registering
    ? html`<p class="lead">To check your card we authorise ${amount} and release it at once.</p>`
    : html`<p class="amount">${amount}</p>`
}
${hasErrors ? html`<div class="alert" role="alert">Please correct the highlighted fields.</div>` : ''}
<form method="post" action="/hosted/checkouts/${checkout.id}" target="_top">
${fields.number}
<div class="row">
<fieldset class="expiry"${errors.expiry ? html` aria-describedby="expiry-error"` : ''}>
<legend>Expiry date</legend>
<div class="row">${fields.expiryMonth}${fields.expiryYear}</div>
${errors.expiry ? html`<p class="error" id="expiry-error">${errors.expiry}</p>` : ''}
</fieldset>
${fields.cvc}
</div>
${fields.holder}
<div class="actions"><button type="submit" class="primary">${registering ? 'Save card' : `Pay ${amount}`}</button></div>
</form>
<details>
<summary>Sandbox test cards</summary>
<p>Any future expiry date, any CVC (4 digits for AMEX), any name.</p>
<ul>${testCards}</ul>
</details>`;
  return { title: registering ? 'Save your card' : 'Pay by card', content, status: hasErrors ? 422 : 200 };
}
