import type { ActiveSubscription, CancellationReason, MySubscription, ValidityType } from '@velvet/contracts';
import { toDollars } from '@velvet/contracts';
import type { SubscriptionRow } from './repo.ts';

const entitlesAt = (row: SubscriptionRow, at: Date) => row.status !== 'expired' && row.expiresOn > at;

type Names = { channelName: string | null; channelUsername: string | null; groupName: string | null; validityType: ValidityType | null };

export function mapMySubscription(row: SubscriptionRow, names: Names, at = new Date()): MySubscription {
  const target = row.channelId
    ? { kind: 'channel' as const, _id: row.channelId, name: names.channelName ?? '', username: names.channelUsername }
    : { kind: 'group' as const, _id: row.groupId ?? '', name: names.groupName ?? '', username: null };
  return {
    _id: row.id,
    target,
    package: { _id: row.packageId ?? '', validity_type: names.validityType ?? 'MONTHLY' },
    price: toDollars(row.priceCents),
    started_at: row.startedAt.toISOString(),
    expires_on: row.expiresOn.toISOString(),
    status: row.status,
    is_cancelled: row.cancelledAt !== null,
    is_entitled: entitlesAt(row, at),
    cancellation_reason: (row.cancellationReason as CancellationReason | null) ?? null,
  };
}

export const mapActiveSubscription = (row: SubscriptionRow, validityType: ValidityType): ActiveSubscription => ({
  _id: row.id,
  expires_on: row.expiresOn.toISOString(),
  is_cancelled: row.cancelledAt !== null,
  other_data: { package_id: { _id: row.packageId ?? '', validity_type: validityType }, price: toDollars(row.priceCents) },
});
