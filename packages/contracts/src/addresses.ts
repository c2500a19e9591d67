import { z } from 'zod';

/** The address book's messages (the spec quotes none; ours, short and plain). */
export const addressMessages = {
  labelRequired: 'Label is required',
  streetRequired: 'Street is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'Zip code is required',
  zipInvalid: 'Enter a valid zip code',
  countryRequired: 'Country is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number',
  tooLong: 'Must be at most 100 characters',
  notFound: 'Address not found',
  created: 'Address added successfully',
  updated: 'Address updated successfully',
  deleted: 'Address deleted successfully',
  tooMany: 'You can save at most 20 addresses',
} as const;

export const MAX_ADDRESSES = 20;
export const addressTypes = ['Delivery'] as const;
export type AddressType = (typeof addressTypes)[number];

/** A country is stored 'code:name' (e.g. 'NL:Netherlands'); the part after the colon is displayed. */
export const countryLabel = (stored: string): string => stored.slice(stored.indexOf(':') + 1);

const text = (required: string) => z.string({ error: required }).trim().min(1, required).max(100, addressMessages.tooLong);

const addressFields = z.strictObject({
  label: text(addressMessages.labelRequired),
  flat: z.string().trim().max(100, addressMessages.tooLong).optional(),
  street: text(addressMessages.streetRequired),
  city: text(addressMessages.cityRequired),
  state: text(addressMessages.stateRequired),
  zip_code: z
    .string({ error: addressMessages.zipRequired })
    .trim()
    .min(1, addressMessages.zipRequired)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, addressMessages.zipInvalid),
  country: z
    .string({ error: addressMessages.countryRequired })
    .trim()
    .regex(/^[A-Z]{2}:.+$/, addressMessages.countryRequired)
    .max(100, addressMessages.tooLong),
  phone_number: z
    .string({ error: addressMessages.phoneRequired })
    .trim()
    .min(1, addressMessages.phoneRequired)
    .regex(/^\+?[0-9 ()-]{6,20}$/, addressMessages.phoneInvalid),
  is_default: z.boolean().optional(),
  type: z.enum(addressTypes).optional(),
});

/** `POST addresses`; the form uses it too. */
export const addressInputSchema = addressFields.transform((values) => ({
  ...values,
  flat: values.flat ?? '',
  is_default: values.is_default ?? false,
  type: values.type ?? ('Delivery' as AddressType),
}));
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressValues = z.output<typeof addressInputSchema>;

/** `PATCH addresses/{id}`: any of the fields; what is left out stays. */
export const addressPatchSchema = addressFields.partial();
export type AddressPatch = z.input<typeof addressPatchSchema>;

export const addressSchema = z.object({
  _id: z.uuid(),
  label: z.string(),
  flat: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.string(),
  phone_number: z.string(),
  is_default: z.boolean(),
  type: z.enum(addressTypes),
});
export type Address = z.infer<typeof addressSchema>;

export const addressesQuerySchema = z.strictObject({ type: z.enum(addressTypes).default('Delivery') });
export const addressIdParamsSchema = z.strictObject({ id: z.uuid() });
