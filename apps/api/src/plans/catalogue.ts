import type { PackageDiscount, PlanBadge, PlatformPlanId, Role } from '@velvet/contracts';

export type PlanConfig = {
  name: string;
  for: Extract<Role, 'USER' | 'CREATOR'>;
  badge: PlanBadge;
  /** One month, before tax. */
  priceCents: number;
  /** An offer on the first month only (it never applies on renewal). */
  offer: { percentage: number; description: string } | null;
  /** What the plan gives; each one must be something the platform does (a test proves each). */
  perks: string[];
};

/** The platform's plans and their prices: change them here. */
export const PLATFORM_PLANS: Record<PlatformPlanId, PlanConfig> = {
  prime: {
    name: 'Prime',
    for: 'USER',
    badge: 'Prime',
    priceCents: 999,
    offer: { percentage: 20, description: '20% off your first month' },
    // Only perks the platform delivers (decisions 2026-11-26): the badge, shown on the profile and beside the name in chats.
    perks: ['Prime badge beside your name in chats'],
  },
  'pro-creator': {
    name: 'Creator Pro',
    for: 'CREATOR',
    badge: 'CreatorPro',
    priceCents: 1999,
    offer: null,
    perks: ['CreatorPro badge on your page', 'CreatorPro badge beside your name in chats'],
  },
};

/** The first-month offer as a package discount, so a plan is priced by the same rule as a channel. */
export const offerDiscount = (plan: PlanConfig): PackageDiscount | null =>
  plan.offer && {
    type: 'percentage',
    percentage: plan.offer.percentage,
    amountCents: 0,
    startDate: null,
    endDate: null,
    isPermanent: true,
    appliesOnRenewal: false,
    forCycles: null,
  };
