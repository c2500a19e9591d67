import { useQuery } from '@tanstack/react-query';
import type { NotificationType } from '@velvet/contracts';
import { useEffect, useEffectEvent } from 'react';
import { transactionQueryOptions } from '@/shared/queries';
import { useNotification } from '@/shared/realtime';
import { settlementFromNotification, settlementFromTransaction, type Settlement } from '../lib/settlement';

/** A card payment settles in seconds; the poll is the fallback for a notification the socket missed. */
const POLL_MS = 4000;

type SettlementOptions = {
  /** The notification that announces the outcome, e.g. Channel-Subscription. */
  type: NotificationType;
  /** The pending transaction to wait for; null when nothing is pending. */
  transactionId: string | null;
  onSettled: (settlement: Settlement) => void;
};

/** Waits for a pending card or iDEAL payment: its notification, or the transaction polled meanwhile. */
export function useSettlement({ type, transactionId, onSettled }: SettlementOptions) {
  const settled = useEffectEvent(onSettled);
  useNotification(type, ({ data }) => {
    const settlement = transactionId ? settlementFromNotification(data, transactionId) : null;
    // The realtime hook already calls the latest handler.
    if (settlement) onSettled(settlement);
  });
  const polled = useQuery({
    ...transactionQueryOptions(transactionId ?? ''),
    enabled: transactionId !== null,
    refetchInterval: POLL_MS,
    staleTime: 0,
  });
  useEffect(() => {
    if (!transactionId || polled.data?._id !== transactionId) return;
    const settlement = settlementFromTransaction(polled.data);
    if (settlement) settled(settlement);
  }, [polled.data, transactionId]);
}
