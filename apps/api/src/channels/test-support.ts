import { periodPricing, type ChannelFormInput } from '@velvet/contracts';
import type { Executor } from '../platform/db/client.ts';
import { subscriptions } from '../subscriptions/schema.ts';

const DAY_MS = 86_400_000;

const period = (price: string, isActive: boolean) => periodPricing({ isActive, price, discount: '5' });

/** A valid paid channel form: monthly $9.99 and quarterly $26.97 with a permanent 10% discount. */
export const channelFormFor = (username: string, overrides: Partial<ChannelFormInput> = {}): ChannelFormInput => ({
  name: 'Night Owl Studio',
  channel_tagname: username,
  about: 'Behind the scenes, every week.',
  hashtags: ['Photo', '#Art!'],
  subscription_type: 'PAID',
  subscription: {
    MONTHLY: period('9.99', true),
    QUARTERLY: { ...period('26.97', true), hasDiscount: true, discount: '10', is_permanant: true, applies_on_renewal: true },
    HALF_YEARLY: period('', false),
    YEARLY: period('', false),
  },
  perks: [{ icon: 'star', value: 'Exclusive posts' }],
  ...overrides,
});

/** A fan's subscription row as the subscriptions domain writes it after a payment (tests only). */
export async function insertSubscription(
  db: Executor,
  row: { fanId: string; channelId: string; packageId: string; daysLeft?: number; status?: 'active' | 'cancelled' | 'expired'; priceCents?: number },
) {
  const [inserted] = await db
    .insert(subscriptions)
    .values({
      fanId: row.fanId,
      channelId: row.channelId,
      packageId: row.packageId,
      status: row.status ?? 'active',
      priceCents: row.priceCents ?? 999,
      paymentMode: 'wallet',
      expiresOn: new Date(Date.now() + (row.daysLeft ?? 30) * DAY_MS),
      cancelledAt: row.status === 'cancelled' ? new Date() : null,
    })
    .returning();
  return inserted!;
}
