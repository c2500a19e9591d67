import { useQueryClient } from '@tanstack/react-query';
import { moneyKeys } from '@/shared/queries';
import { useNotification, useRealtimeReconnect } from '@/shared/realtime';

/** A settled deposit anywhere changes the balance and the transactions; a reconnect may have missed one. */
export function useWalletLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
    void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
  };
  useNotification('Wallet-Recharge', refresh);
  useRealtimeReconnect(refresh);
}
