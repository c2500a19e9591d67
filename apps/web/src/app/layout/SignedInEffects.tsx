import { useLiveChat } from '@/features/chat/hooks/use-live-chat';
import { useCardStatusNotifications } from '@/features/cards/hooks/use-card-status-notifications';
import { PaymentFailedDialog } from '@/features/notifications/components/PaymentFailedDialog';
import { useLiveNotifications } from '@/features/notifications/hooks/use-live-notifications';
import { useInstallPrompt } from '@/features/pwa/hooks/use-install-prompt';
import { useWalletLiveUpdates } from '@/features/wallet/hooks/use-wallet-live-updates';

/** The socket's pushes every page of a signed-in user follows, and the dialog a failed payment opens. */
export function SignedInEffects() {
  // Card news is told by the cards feature, in the spec's words.
  useLiveNotifications({ quietTypes: ['AddCardStatus'] });
  useCardStatusNotifications();
  useWalletLiveUpdates();
  // The chat's lists and badge follow the socket's pushes on every page.
  useLiveChat();
  // The spec's install prompt is shown on sign-in, when due.
  useInstallPrompt();
  // 'Payment Failed', whatever page the user is on when the provider says no.
  return <PaymentFailedDialog />;
}
