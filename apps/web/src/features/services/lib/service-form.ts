import { serviceSchemaFor, type Service, type ServiceInput, type ServiceValues } from '@velvet/contracts';
import type { z } from 'zod';

/** The Create/Edit service form: the shared service schema with the duration in minutes. */
export const serviceFormSchema = serviceSchemaFor('minutes');
export type ServiceFormValues = z.input<typeof serviceFormSchema>;

export const newServiceDefaults: ServiceFormValues = {
  type: 'CUSTOM-SERVICE',
  name: '',
  includes: '',
  note: '',
  service_type: null,
  chat_fee_type: null,
  duration: null,
  fixed_price: true,
  price: null,
  min_price: null,
  has_discount: false,
  discount: { discount_value: null, expires_on: '' },
  unit: 1,
  amount_of_messages: 5,
  is_active: true,
};

/** A stored service as the form edits it (minutes, empty strings for empty text). */
export function toFormValues(service: Service): ServiceFormValues {
  return {
    type: service.type,
    name: service.name,
    includes: service.includes ?? '',
    note: service.note ?? '',
    avatar: service.avatar,
    service_type: service.service_type,
    chat_fee_type: service.chat_fee_type,
    duration: service.duration === null ? null : Math.round(service.duration / 60),
    fixed_price: service.fixed_price,
    // An unpriced default chat fee opens with an empty price to fill in.
    price: service.fixed_price && service.price > 0 ? service.price : null,
    min_price: service.min_price,
    has_discount: service.has_discount,
    discount: service.discount ?? { discount_value: null, expires_on: '' },
    unit: service.unit ?? 1,
    amount_of_messages: service.amount_of_messages ?? 5,
    is_active: service.is_active,
  };
}

/** The checked form as the API takes it: the duration in seconds. */
export function toServicePayload(values: ServiceValues): ServiceInput {
  return {
    ...values,
    includes: values.includes ?? undefined,
    note: values.note ?? undefined,
    duration: values.duration === null ? null : values.duration * 60,
  };
}
