import { formatUsd, type PlatformPlan, type Role } from '@velvet/contracts';
import { formatDate } from '@/shared/format';

/** What a plan card offers the viewer. */
export type PlanCardState =
  | { kind: 'guest' }
  | { kind: 'not-for-you' }
  | { kind: 'available' }
  /** Bought and renewing on `renewsOn`. */
  | { kind: 'owned'; renewsOn: string }
  /** Bought, cancelled: kept until `expiresOn`. */
  | { kind: 'cancelled'; expiresOn: string };

/** Prime is for fans, Pro for creators; a viewer sees the other plan but cannot buy it. */
export function planCardState(plan: PlatformPlan, viewerRole: Role | null): PlanCardState {
  if (plan.subscription) {
    return plan.subscription.is_cancelled
      ? { kind: 'cancelled', expiresOn: plan.subscription.expires_on }
      : { kind: 'owned', renewsOn: plan.subscription.expires_on };
  }
  if (!viewerRole) return { kind: 'guest' };
  return plan.for === viewerRole ? { kind: 'available' } : { kind: 'not-for-you' };
}

export const planStateText = (state: PlanCardState): string | null => {
  switch (state.kind) {
    case 'owned':
      return `Your plan · renews on ${formatDate(state.renewsOn)}`;
    case 'cancelled':
      return `Unsubscribed · active until ${formatDate(state.expiresOn)}`;
    case 'not-for-you':
      return 'This plan is not available for your account';
    default:
      return null;
  }
};

/** The price line: '$9.99 / month', or the offer's first month before the usual price. */
export function planPriceText(plan: Pick<PlatformPlan, 'price' | 'final_price'>): { price: string; was: string | null } {
  const discounted = plan.final_price < plan.price;
  return { price: `${formatUsd(plan.final_price)} / month`, was: discounted ? formatUsd(plan.price) : null };
}

/** The plan the viewer has, a renewing one before a cancelled one: the one /fresh welcomes. */
export const ownedPlan = (plans: readonly PlatformPlan[]): PlatformPlan | null =>
  plans.find((plan) => plan.subscription && !plan.subscription.is_cancelled) ?? plans.find((plan) => plan.subscription) ?? null;
