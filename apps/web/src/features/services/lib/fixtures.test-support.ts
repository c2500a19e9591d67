import type { Service } from '@velvet/contracts';

/** A service as the API answers it (tests only): a $20 custom service unless overridden. */
export const serviceFixture = (overrides: Partial<Service> = {}): Service => ({
  _id: 'id',
  user_id: 'creator',
  type: 'CUSTOM-SERVICE',
  name: 'Shout-out',
  includes: null,
  note: null,
  avatar: null,
  duration: null,
  service_type: null,
  chat_fee_type: null,
  is_active: true,
  is_default: false,
  modified: false,
  fixed_price: true,
  price: 20,
  min_price: null,
  has_discount: false,
  discount: null,
  unit: null,
  unit_type: 'Turn',
  amount_of_messages: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
