import { TIP_CUSTOM_DEFAULT, TIP_PRESETS, tipAmountSchema, tipSchema } from '@velvet/contracts';
import { z } from 'zod';

export const CUSTOM_CHIP = 'custom';
export const tipChips = [...TIP_PRESETS.map(String), CUSTOM_CHIP] as const;

/** The amount of the form: the chosen chip, or the custom amount; undefined while the custom field is empty. */
export function chosenTipAmount(values: { preset: string; custom: number | string }): number | undefined {
  if (values.preset !== CUSTOM_CHIP) return Number(values.preset);
  if (values.custom === '' || values.custom === undefined) return undefined;
  const amount = Number(values.custom);
  return Number.isFinite(amount) ? amount : undefined;
}

/** Confirm Tip: a chip (10, 20, 200, 500, 1000) or Custom (starting at 100), 5 to 5000 dollars, an optional message. */
export const tipFormSchema = z
  .object({
    preset: z.enum(tipChips),
    custom: z.union([z.number(), z.literal('')]),
    message: tipSchema.shape.message.unwrap(),
  })
  .transform((values, context) => {
    const amount = tipAmountSchema.safeParse(chosenTipAmount(values));
    if (!amount.success) {
      for (const issue of amount.error.issues) context.addIssue({ code: 'custom', path: ['custom'], message: issue.message });
      return z.NEVER;
    }
    return { amount: amount.data, message: values.message || undefined };
  });
export type TipFormInput = z.input<typeof tipFormSchema>;

export const tipFormDefaults: TipFormInput = { preset: String(TIP_PRESETS[0]), custom: TIP_CUSTOM_DEFAULT, message: '' };
