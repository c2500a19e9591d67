import { z } from 'zod';
import { dollarsSchema } from './money.ts';
import { paymentModeSchema, requireCardForCardMode } from './payment-method.ts';

export const tipMessages = {
  required: 'Tip amount is required',
  minimum: 'Tip amount should not be less than 5',
  maximum: 'Tip amount should not exceed 5000',
  sent: 'Tip sent!',
} as const;

export const TIP_PRESETS = [10, 20, 200, 500, 1000] as const;
export const TIP_CUSTOM_DEFAULT = 100;

export const tipEntities = ['profile', 'post', 'story', 'channel', 'event'] as const;

export const tipAmountSchema = dollarsSchema({ required: tipMessages.required })
  .refine((amount) => amount >= 5, tipMessages.minimum)
  .refine((amount) => amount <= 5000, tipMessages.maximum);

const tipFields = {
  recipient_id: z.uuid(),
  amount: tipAmountSchema,
  message: z.string().trim().max(500, 'Message must be at most 500 characters').optional(),
  traceable_data: z
    .strictObject({ entity: z.enum(tipEntities), ref: z.string().max(100).optional(), route: z.string().max(300).optional() })
    .default({ entity: 'profile' }),
};

/** `Tip`: amount, payment fields, optional message, and what was tipped (traceable_data). */
export const tipSchema = z
  .strictObject({ ...tipFields, payment_mode: paymentModeSchema, tokenised_card_id: z.uuid().optional() })
  .superRefine(requireCardForCardMode);
export type TipInput = z.input<typeof tipSchema>;

/** The v2 variant (the skrill flag): the same tip, paid on the hosted wallet's page. */
export const tipV2Schema = z.strictObject(tipFields);
export type TipV2Input = z.input<typeof tipV2Schema>;
