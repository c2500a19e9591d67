import { useQueryClient } from '@tanstack/react-query';
import { cardMessages, messages } from '@velvet/contracts';
import { moneyKeys } from '@/shared/queries';
import { useNotification } from '@/shared/realtime';
import { isCardAlreadyAdded, shouldAnnounce } from '../lib/card-messages';
import { showToast } from '@/shared/ui/toast';

/**
 * AddCardStatus notifications: the card list is fetched again; 'Card Already Added' is an info message,
 * another failure an error, a success a confirmation.
 */
export function useCardStatusNotifications() {
  const queryClient = useQueryClient();

  useNotification('AddCardStatus', ({ data }) => {
    void queryClient.invalidateQueries({ queryKey: moneyKeys.cards });
    if (isCardAlreadyAdded(data.failure_reason)) {
      if (shouldAnnounce('already-added')) showToast({ color: 'blue', message: cardMessages.alreadyAdded });
      return;
    }
    if (data.status === 'failed') {
      showToast({ color: 'red', message: data.failure_reason ?? messages.somethingWentWrong });
      return;
    }
    if (data.status === 'success' && shouldAnnounce('added')) showToast({ color: 'green', title: cardMessages.added, message: cardMessages.checkReleased });
  });
}
