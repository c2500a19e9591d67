import { z } from 'zod';
import { STATEMENT_DESCRIPTOR } from './pricing.ts';

export const cardMessages = {
  /** Said wherever a card charge (or the card check) is confirmed. */
  statementNote: `Card charges appear on your statement as ${STATEMENT_DESCRIPTOR}.`,
  /** The add-card success: the 1 USD check and how it shows on the statement. */
  checkReleased: `We checked your card with a $1.00 authorisation and released it at once. It shows on your statement as ${STATEMENT_DESCRIPTOR}.`,
  title: 'Card',
  compliance: 'We are fully compliant with Payment Card Industry Data Security Standards.',
  deleteFailed: 'Something went wrong :(',
  frameFailed: 'Something went wrong',
  added: 'Card added successfully',
  addedOnReturn: 'New card added successfully.',
  alreadyAdded: 'Card Already Added',
  leaveCheckout: 'Leave checkout?',
  defaultCannotBeDeleted: 'The default card cannot be deleted.',
} as const;

export const savedCardSchema = z.object({
  _id: z.string(),
  is_default: z.boolean(),
  card_data: z.object({
    payment_brand: z.string(),
    last_4_digits: z.string(),
    expiry_month: z.string(),
    expiry_year: z.string(),
    holder: z.string(),
  }),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

const required = (label: string) => z.string().trim().min(1, `${label} is required`).max(200);

export const billingAddressSchema = z.strictObject({
  full_address: required('Address'),
  city: required('City'),
  state: required('State'),
  zip_code: required('Zip code').max(20),
  country: required('Country').max(60),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** Step 1 of Add a new card: the billing address and the save-card box, which must be ticked. */
export const cardFrameRequestSchema = billingAddressSchema.extend({
  save_card: z.literal(true, { error: 'Tick the box to save this card' }),
});

export const cardFrameLinkSchema = z.object({ checkout_id: z.string(), link: z.string(), expires_at: z.string() });
export type CardFrameLink = z.infer<typeof cardFrameLinkSchema>;

export const confirmCardSchema = z.strictObject({ checkout_id: z.string().min(1).max(100) });

export const cardActionSchema = z.strictObject({
  card_id: z.uuid(),
  action: z.enum(['delete_card', 'make_default']),
});
export type CardAction = z.infer<typeof cardActionSchema>;
