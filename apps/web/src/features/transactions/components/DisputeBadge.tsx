import { Badge } from '@mantine/core';
import type { Transaction } from '@velvet/contracts';
import { disputeMarker } from '../lib/transaction-display';

/** Shows that the payment was disputed with the payer's bank, and how it ended; nothing when it never was. */
export function DisputeBadge({ transaction }: { transaction: Pick<Transaction, 'dispute' | 'is_credit'> }) {
  const marker = disputeMarker(transaction);
  if (!marker) return null;
  return (
    <Badge color={marker.color} variant="outline" size="sm">
      {marker.label}
    </Badge>
  );
}
