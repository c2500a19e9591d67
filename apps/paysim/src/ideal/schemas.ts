import { z } from 'zod';
import { amountSchema, currencySchema } from '../platform/money.ts';

export const fxQuoteQuery = z.strictObject({
  amount: z.coerce.number().pipe(amountSchema),
  from: currencySchema.default('USD'),
  to: currencySchema.default('EUR'),
});

export const createIdealPaymentBody = z.strictObject({
  amount: amountSchema,
  currency: currencySchema.pipe(z.literal('EUR', { error: 'iDEAL pays in EUR only' })),
  merchant_reference: z.string().min(1).max(200),
  return_url: z.url({ protocol: /^https?$/ }),
  customer: z.strictObject({
    f_name: z.string().trim().min(1).max(100),
    l_name: z.string().trim().min(1).max(100),
    email: z.email(),
  }),
});

export type CreateIdealPaymentBody = z.infer<typeof createIdealPaymentBody>;
