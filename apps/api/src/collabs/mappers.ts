import type { ActiveSubscription, CollabGroup, PackageDiscount, SubscriptionPackage , collabPackageInputSchema} from '@velvet/contracts';
import { periodPriceCents, toCents, toDollars, validityLabels, validityTypes } from '@velvet/contracts';
import type { z } from 'zod';
import type { PackageRow } from '../channels/repo.ts';
import type { GroupRow, MemberRow } from './repo.ts';

type ParsedPackage = z.output<typeof collabPackageInputSchema>;

/** A discount as stored: amounts in cents. */
export function toStoredDiscount(discount: ParsedPackage['discount']): PackageDiscount | null {
  if (!discount) return null;
  return {
    type: discount.type,
    percentage: discount.percentage,
    amountCents: toCents(discount.amount),
    startDate: discount.start_date,
    endDate: discount.end_date,
    isPermanent: discount.is_permanant,
    appliesOnRenewal: discount.applies_on_renewal,
    forCycles: discount.for_cycles,
  };
}

export const toStoredPackage = (groupId: string, pkg: ParsedPackage) => ({
  groupId,
  validityType: pkg.validity_type,
  priceCents: toCents(pkg.price),
  isActive: pkg.is_active,
  discount: toStoredDiscount(pkg.discount),
});

export function mapPackage(row: PackageRow, { subscribedPackageId, at }: { subscribedPackageId?: string; at: Date }): SubscriptionPackage {
  const discount = row.discount;
  return {
    _id: row.id,
    name: validityLabels[row.validityType],
    validity_type: row.validityType,
    price: toDollars(row.priceCents),
    final_price: toDollars(periodPriceCents(row, { at })),
    offer_type: row.priceCents > 0 ? 'FEE' : 'free',
    is_active: row.isActive,
    trial_period: 0,
    is_subscribed: row.id === subscribedPackageId,
    discount: {
      enabled: discount !== null,
      type: discount?.type ?? 'percentage',
      percentage: discount?.percentage ?? 0,
      amount: toDollars(discount?.amountCents ?? 0),
      start_date: discount?.startDate ?? null,
      end_date: discount?.endDate ?? null,
      applies_on_renewal: discount?.appliesOnRenewal ?? false,
      is_permanant: discount?.isPermanent ?? false,
      for_cycles: discount?.forCycles ?? null,
    },
  };
}

type GroupViewOptions = {
  members: MemberRow[];
  users: Map<string, { username: string; avatar: string | null }>;
  packages: PackageRow[];
  subscriberCount: number;
  active: ActiveSubscription | null;
  at: Date;
};

export function mapGroup(group: GroupRow, { members, users, packages, subscriberCount, active, at }: GroupViewOptions): CollabGroup {
  return {
    _id: group.id,
    name: group.name,
    about: group.about,
    owner_id: group.ownerId,
    members: members
      .map((member) => ({
        _id: member.creatorId,
        username: users.get(member.creatorId)?.username ?? '',
        avatar: users.get(member.creatorId)?.avatar ?? null,
        share_percent: member.sharePercent,
        is_owner: member.creatorId === group.ownerId,
      }))
      .sort((a, b) => Number(b.is_owner) - Number(a.is_owner) || b.share_percent - a.share_percent),
    packages: [...packages]
      .sort((a, b) => validityTypes.indexOf(a.validityType) - validityTypes.indexOf(b.validityType))
      .map((row) => mapPackage(row, { subscribedPackageId: active?.other_data.package_id._id, at })),
    subscriber_count: subscriberCount,
    active_subscription: active,
    created_at: group.createdAt.toISOString(),
  };
}
