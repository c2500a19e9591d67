import type { Service } from '@velvet/contracts';
import { serviceInputSchema } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { newServiceDefaults, serviceFormSchema, toFormValues, toServicePayload } from './service-form';

const videoCall: Service = {
  _id: 'id',
  user_id: 'creator',
  type: 'VIDEO',
  name: 'Video call',
  includes: null,
  note: 'Evenings',
  avatar: null,
  duration: 900,
  service_type: 'fixed_duration',
  chat_fee_type: null,
  is_active: true,
  is_default: false,
  modified: false,
  fixed_price: true,
  price: 40,
  min_price: null,
  has_discount: false,
  discount: null,
  unit: null,
  unit_type: 'Minute',
  amount_of_messages: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('service form', () => {
  it('edits the duration in minutes and sends it in seconds', () => {
    const values = toFormValues(videoCall);
    expect(values.duration).toBe(15);
    const payload = toServicePayload(serviceFormSchema.parse(values));
    expect(payload).toMatchObject({ duration: 900, note: 'Evenings', includes: undefined });
    expect(serviceInputSchema.safeParse(payload).success).toBe(true);
  });

  it('gives the form the same messages as the API, with minutes', () => {
    const result = serviceFormSchema.safeParse({ ...toFormValues(videoCall), duration: 721 });
    expect(result.error?.issues[0]).toMatchObject({ path: ['duration'], message: 'Duration must be less than 12 hours' });
  });

  it('opens an unpriced default chat fee with an empty price', () => {
    const fee = { ...videoCall, type: 'CHAT-FEE' as const, service_type: null, duration: null, chat_fee_type: 'Week' as const, unit: 1, price: 0, is_default: true };
    expect(toFormValues(fee)).toMatchObject({ price: null, unit: 1 });
    expect(serviceFormSchema.safeParse(toFormValues(fee)).error?.issues[0]?.message).toBe('Price is required');
  });

  it('starts a new service empty, asking for a name', () => {
    expect(serviceFormSchema.safeParse(newServiceDefaults).error?.issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['name', 'includes', 'price']));
  });
});
