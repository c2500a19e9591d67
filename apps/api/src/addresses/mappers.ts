import type { Address, AddressValues } from '@velvet/contracts';
import type { AddressRow, NewAddress } from './repo.ts';

export const toAddress = (row: AddressRow): Address => ({
  _id: row.id,
  label: row.label,
  flat: row.flat,
  street: row.street,
  city: row.city,
  state: row.state,
  zip_code: row.zipCode,
  country: row.country,
  phone_number: row.phoneNumber,
  is_default: row.isDefault,
  type: row.type,
});

export const toColumns = (values: Omit<AddressValues, 'is_default' | 'type'>): Omit<NewAddress, 'userId'> => ({
  label: values.label,
  flat: values.flat,
  street: values.street,
  city: values.city,
  state: values.state,
  zipCode: values.zip_code,
  country: values.country,
  phoneNumber: values.phone_number,
});
