import {
  DEFAULT_DISCOUNT_PERCENT,
  DEFAULT_PLAN_PRICE_DOLLARS,
  monthsOf,
  periodPricing,
  type Channel,
  type ChannelFormInput,
  type ChannelPricing,
  type PackageSubscriberCount,
  type PeriodPricing,
  type ValidityType,
} from '@velvet/contracts';

/** A period as a new channel starts it: the spec's default price 5 and default discount 5 percent (off until chosen). */
export const defaultPeriod = (isActive: boolean, price = DEFAULT_PLAN_PRICE_DOLLARS): PeriodPricing =>
  periodPricing({ isActive, price: String(price), discount: String(DEFAULT_DISCOUNT_PERCENT) });

const defaultPricing = (): ChannelPricing => ({
  MONTHLY: defaultPeriod(true),
  QUARTERLY: defaultPeriod(false),
  HALF_YEARLY: defaultPeriod(false),
  YEARLY: defaultPeriod(false),
});

export const emptyChannelForm = (): ChannelFormInput => ({
  name: '',
  channel_tagname: '',
  channel_type: '',
  social_handles: {},
  about: '',
  hashtags: [],
  subscription_type: 'PAID',
  subscription: defaultPricing(),
  perks: [],
  default_perks: { free_chats: false },
  services: [],
  free_services: [],
});

/** Dollars as the price field shows them: no trailing zeros beyond cents ('9.9' stays '9.9', 15 → '15'). */
const priceText = (dollars: number) => String(Math.round(dollars * 100) / 100);

/**
 * Toggling a period on prefills its price as the monthly price times its months (spec section 4);
 * toggling it off keeps what was typed, for when it is turned on again.
 */
export function togglePeriod(pricing: ChannelPricing, validity: ValidityType, isActive: boolean): PeriodPricing {
  const period = pricing[validity];
  if (!isActive || validity === 'MONTHLY') return { ...period, isActive };
  const monthly = Number(pricing.MONTHLY.price);
  const base = Number.isFinite(monthly) && monthly > 0 ? monthly : DEFAULT_PLAN_PRICE_DOLLARS;
  return { ...period, isActive, price: priceText(base * monthsOf[validity]) };
}

/** The form's values for editing a channel: its fields and, per period, its package (or the defaults). */
export function formFromChannel(channel: Channel): ChannelFormInput {
  const pricing = defaultPricing();
  pricing.MONTHLY.isActive = false;
  for (const pkg of channel.packages) {
    const { discount } = pkg;
    pricing[pkg.validity_type] = {
      isActive: pkg.is_active,
      price: priceText(pkg.price),
      hasDiscount: discount.enabled,
      discount: discount.enabled ? priceText(discount.type === 'percentage' ? discount.percentage : discount.amount) : String(DEFAULT_DISCOUNT_PERCENT),
      discountType: discount.type,
      startDate: discount.start_date,
      endDate: discount.end_date,
      is_permanant: discount.is_permanant,
      applies_on_renewal: discount.applies_on_renewal,
      for_cycles: discount.for_cycles,
    };
  }
  if (channel.subscription_type === 'FREE' && !channel.packages.length) pricing.MONTHLY.isActive = true;
  return {
    name: channel.name,
    channel_tagname: channel.username,
    channel_type: channel.type,
    social_handles: channel.social_handles,
    about: channel.about,
    hashtags: channel.hashtags,
    subscription_type: channel.subscription_type,
    subscription: pricing,
    perks: channel.perks.map(({ icon, emoji, value }) => ({ icon: icon as NonNullable<ChannelFormInput['perks']>[number]['icon'], emoji, value })),
    default_perks: channel.default_perks,
    services: channel.services,
    free_services: channel.free_services.map((service) => ({ ...service, unit_type: service.unit_type as NonNullable<ChannelFormInput['free_services']>[number]['unit_type'] })),
  };
}

/** What the edit form locks: the subscription type and perks once anyone subscribed; the username always. */
export function channelLocks(channel: Channel | undefined, counts: PackageSubscriberCount[] = []) {
  const hasSubscribers = (channel?.counter.subscriber_count ?? 0) > 0;
  const withSubscribers = new Set(counts.filter((count) => count.subscriber_count > 0).map((count) => count.validity_type));
  return {
    username: channel !== undefined,
    subscriptionType: hasSubscribers,
    perks: hasSubscribers,
    /** Periods that cannot be deactivated: they have live subscribers. */
    periodHasSubscribers: (validity: ValidityType) => withSubscribers.has(validity),
  };
}
