import { z } from 'zod';
import { amountSchema, currencySchema } from '../platform/money.ts';

export const createPaymentBody = z.strictObject({
  registration_id: z.string().min(1),
  amount: amountSchema,
  currency: currencySchema,
  merchant_reference: z.string().min(1).max(200),
  capture: z.boolean().default(true),
});

export const createRefundBody = z.strictObject({ amount: amountSchema });
