import { z } from 'zod';
import { amountSchema, currencySchema } from '../platform/money.ts';

/** The card check every saved card goes through: 1 USD, authorised then voided. */
export const REGISTRATION_AMOUNT = 100;
export const REGISTRATION_CURRENCY = 'USD';

const billingAddress = z.strictObject({
  full_address: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().min(1).max(100),
  zip_code: z.string().trim().min(1).max(20),
  country: z.string().trim().min(1).max(100),
});

const returnUrl = z.url({ protocol: /^https?$/ });

const common = {
  merchant_reference: z.string().min(1).max(200),
  customer_id: z.string().min(1).max(200),
  billing_address: billingAddress,
  return_url: returnUrl,
};

export const createCheckoutBody = z.discriminatedUnion('purpose', [
  z.strictObject({
    purpose: z.literal('register_card'),
    // Optional: the amount is fixed, but a client that states it must state it right.
    amount: z.literal(REGISTRATION_AMOUNT).optional(),
    currency: currencySchema.pipe(z.literal(REGISTRATION_CURRENCY)).optional(),
    ...common,
  }),
  z.strictObject({ purpose: z.literal('payment'), amount: amountSchema, currency: currencySchema, ...common }),
]);

export type CreateCheckoutBody = z.infer<typeof createCheckoutBody>;
export type BillingAddress = z.infer<typeof billingAddress>;
