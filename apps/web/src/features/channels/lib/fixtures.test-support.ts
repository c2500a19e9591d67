import type { Channel, SubscriptionPackage } from '@velvet/contracts';

export const pkg = (overrides: Partial<SubscriptionPackage> = {}): SubscriptionPackage => ({
  _id: 'pkg-monthly',
  name: 'Monthly',
  validity_type: 'MONTHLY',
  price: 9.99,
  final_price: 9.99,
  offer_type: 'FEE',
  is_active: true,
  trial_period: 0,
  is_subscribed: false,
  discount: { enabled: false, type: 'percentage', percentage: 0, amount: 0, start_date: null, end_date: null, applies_on_renewal: false, is_permanant: false, for_cycles: null },
  ...overrides,
});

export const quarterly = pkg({
  _id: 'pkg-quarterly',
  name: '3 Months',
  validity_type: 'QUARTERLY',
  price: 26.97,
  final_price: 24.27,
  discount: { enabled: true, type: 'percentage', percentage: 10, amount: 0, start_date: null, end_date: null, applies_on_renewal: true, is_permanant: true, for_cycles: null },
});

/** A channel as the API answers it to a signed-in fan without a subscription. */
export const channel = (overrides: Partial<Channel> = {}): Channel => ({
  _id: 'channel-1',
  name: 'Night Owl Studio',
  username: 'nightowl',
  about: 'Behind the scenes, every week.',
  description: 'Behind the scenes, every week.',
  type: '',
  social_handles: {},
  hashtags: ['#art'],
  subscription_type: 'PAID',
  avatar: null,
  background: null,
  perks: [{ icon: 'star', emoji: '⭐', value: 'Exclusive posts' }],
  default_perks: { free_chats: false },
  free_services: [],
  services: [],
  presented_services: [],
  packages: [quarterly, pkg()],
  counter: { subscriber_count: 0 },
  creator: { _id: 'creator-1', username: 'owl', display_name: 'Owl', avatar: null },
  active_subscription: null,
  is_author: false,
  deletion_requested_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
