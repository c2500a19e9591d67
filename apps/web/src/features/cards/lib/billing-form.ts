import { billingAddressSchema, cardFrameRequestSchema } from '@velvet/contracts';
import { z } from 'zod';

/** Step 1 of Add a new card: every address field, and the save-card box, which must be ticked. */
export const billingFormSchema = billingAddressSchema.extend({
  save_card: z.boolean().pipe(cardFrameRequestSchema.shape.save_card),
});
export type BillingFormInput = z.input<typeof billingFormSchema>;

export const emptyBillingForm: BillingFormInput = {
  full_address: '',
  city: '',
  state: '',
  zip_code: '',
  country: '',
  save_card: false,
};
