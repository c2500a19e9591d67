import type { OnDemandPlan } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { directMessagePlan, directMessageState, packageLabel } from './plans';

const plan = (name: OnDemandPlan['name'], kind: OnDemandPlan['for']): OnDemandPlan => ({ _id: `${name}-id`, name, for: kind, media: { path: '/x.svg' }, package: [{ _id: 'p', price: 14.99, quantity: 20 }] });

describe('consumable plans helpers', () => {
  it('labels a package with its quantity and price', () => {
    const dm = plan('DirectMessage', 'direct_message');
    expect(packageLabel(dm, dm.package[0]!)).toBe('20 direct messages · $14.99');
  });

  it('takes the second plan for direct messages', () => {
    const plans = [plan('SuperLike', 'super_likes'), plan('DirectMessage', 'direct_message'), plan('Pokes', 'pokes')];
    expect(directMessagePlan(plans)?.name).toBe('DirectMessage');
  });

  it('warns below 5 direct messages and asks to buy at zero', () => {
    const counts = (direct_message: number) => ({ direct_message, super_likes: 0, pokes: 0 });
    expect(directMessageState(counts(0))).toBe('empty');
    expect(directMessageState(counts(4))).toBe('low');
    expect(directMessageState(counts(5))).toBe('enough');
  });
});
