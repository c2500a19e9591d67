import { formatUsd, isLowOnDirectMessages, type Consumables, type OnDemandPlan, type PlanPackage } from '@velvet/contracts';

const units: Record<OnDemandPlan['for'], string> = { direct_message: 'direct messages', super_likes: 'super likes', pokes: 'pokes' };

/** A package as the 'Purchase plans' modal lists it: '20 direct messages · $14.99'. */
export const packageLabel = (plan: OnDemandPlan, pkg: PlanPackage) => `${pkg.quantity} ${units[plan.for]} · ${formatUsd(pkg.price)}`;

/** 'Get on-demand plans (the second item is used for DMs)'. */
export const directMessagePlan = (plans: OnDemandPlan[]) => plans[1];

/** What the DM box says of the count: nothing to send with, low (below 5), or fine. */
export function directMessageState(consumables: Consumables): 'empty' | 'low' | 'enough' {
  if (consumables.direct_message <= 0) return 'empty';
  return isLowOnDirectMessages(consumables) ? 'low' : 'enough';
}
