import { z } from 'zod';
import { amountSchema, currencySchema } from '../platform/money.ts';

export const createWalletPaymentBody = z.strictObject({
  amount: amountSchema,
  currency: currencySchema.pipe(z.literal('USD', { error: 'the wallet pays in USD only' })),
  merchant_reference: z.string().min(1).max(200),
  return_url: z.url({ protocol: /^https?$/ }),
  customer: z.strictObject({ email: z.email() }),
});

export type CreateWalletPaymentBody = z.infer<typeof createWalletPaymentBody>;
