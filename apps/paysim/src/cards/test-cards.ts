export type PaymentBrand = 'VISA' | 'MASTER' | 'AMEX';

/** What the sandbox acquirer does with a card. */
export type CardBehaviour =
  | 'approve'
  | 'decline'
  | 'insufficient_funds'
  /** Shows the 3-D Secure page on the hosted checkout; once authenticated it behaves like `approve`. */
  | 'challenge'
  /** Saves fine while the customer is present, then declines every payment with the saved card. */
  | 'decline_after_saving'
  /** Approves every payment, then the cardholder's bank disputes each one once it has settled. */
  | 'dispute_after_settling';

export type TestCard = { number: string; brand: PaymentBrand; behaviour: CardBehaviour };

/** The only numbers the sandbox accepts; any other is refused on the card page. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'VISA', behaviour: 'approve' },
  { number: '5555555555554444', brand: 'MASTER', behaviour: 'approve' },
  { number: '378282246310005', brand: 'AMEX', behaviour: 'approve' },
  { number: '4000000000000002', brand: 'VISA', behaviour: 'decline' },
  { number: '4000000000009995', brand: 'VISA', behaviour: 'insufficient_funds' },
  { number: '4000000000003220', brand: 'VISA', behaviour: 'challenge' },
  { number: '4000000000000341', brand: 'VISA', behaviour: 'decline_after_saving' },
  { number: '4000000000000259', brand: 'VISA', behaviour: 'dispute_after_settling' },
];

export function findTestCard(number: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === number);
}

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
