import { z } from 'zod';
import { amountSchema, currencySchema } from '../platform/money.ts';

export const createPayeeBody = z.strictObject({
  reference: z.string().min(1).max(200),
  email: z.email(),
  name: z.string().trim().min(1).max(200),
  /** Where the activation page sends the browser afterwards; without it the page just confirms. */
  return_url: z.url({ protocol: /^https?$/ }).optional(),
});

export const createTransferBody = z.strictObject({
  payee_id: z.string().min(1),
  amount: amountSchema,
  currency: currencySchema,
  reference: z.string().min(1).max(200),
});

export type CreatePayeeBody = z.infer<typeof createPayeeBody>;
export type CreateTransferBody = z.infer<typeof createTransferBody>;
