import { Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { withdrawMessages } from '@velvet/contracts';
import { useSession } from '@/features/auth/hooks/use-session';
import { KycRequiredNotice } from '@/features/verification/components/KycRequiredNotice';
import { SUPPORT_URL } from '@/shared/config/support';
import { maskEmail } from '@/shared/format';
import { showResultDialog, type ModalInnerProps } from '@/shared/modals';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { usePayoutAccount, useWithdraw, useWithdrawBalance } from '../hooks/use-withdrawals';
import { withdrawFailureMessage } from '../lib/withdraw-messages';
import { withdrawDestination } from '../lib/withdraw-destination';
import { withdrawConfirmRefusal } from '../lib/withdraw-rules';
import { PayoutAccountPrompt } from './PayoutAccountPrompt';
import { WithdrawForm } from './WithdrawForm';

/** The spec's pause on 'Money withdrawn!' before the page reloads. */
const SUCCESS_RELOAD_MS = 1500;

type WithdrawDialogProps = ContextModalProps<ModalInnerProps['WITHDRAW']> & {
  user: { name: string; email: string };
};

function showRefusal(message: string) {
  showResultDialog({ kind: 'error', title: 'Error', message, action: { label: withdrawMessages.contactSupport, href: SUPPORT_URL } });
}

/**
 * WITHDRAW (static backdrop): the user's name and partly masked email; the payout-account prompt until
 * the account is activated; then the amount. A refusal closes the dialog and offers 'Contact Support'.
 */
export function WithdrawDialog({ context, id, innerProps, user }: WithdrawDialogProps) {
  const account = usePayoutAccount();
  const balance = useWithdrawBalance();
  const request = useWithdraw();
  const close = () => context.closeModal(id);
  const session = useSession();
  // Creating the payout account and withdrawing both wait for full KYC (the server refuses them too).
  const needsKyc = session.status === 'signed-in' && !session.user.kyc.full_kyc_completed;

  const destination = withdrawDestination(innerProps, account.data);

  const confirm = (amount: number) => {
    if (!balance.data) return;
    const refusal = withdrawConfirmRefusal({ amount, balance: balance.data.balance });
    if (refusal) {
      close();
      showRefusal(refusal);
      return;
    }
    if (!destination) return;
    request.mutate(
      { amount, ...destination },
      {
        onSuccess: (withdrawal) => {
          close();
          // A withdrawal held for review says so: it goes out once an admin approves it.
          const waits = withdrawal.review?.status === 'awaiting';
          showResultDialog(
            waits
              ? { kind: 'success', title: 'Waiting for approval', message: withdrawMessages.awaitingReview, autoCloseMs: SUCCESS_RELOAD_MS * 2 }
              : { kind: 'success', title: withdrawMessages.withdrawn, autoCloseMs: SUCCESS_RELOAD_MS },
          );
          window.setTimeout(() => window.location.reload(), waits ? SUCCESS_RELOAD_MS * 2 : SUCCESS_RELOAD_MS);
        },
        onError: (error) => {
          close();
          showRefusal(withdrawFailureMessage(error));
        },
      },
    );
  };

  return (
    <Stack>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600}>{user.name}</Text>
        <Text size="sm" c="dimmed">
          <VisuallyHidden>Email: </VisuallyHidden>
          {maskEmail(user.email)}
        </Text>
      </Group>
      {needsKyc && <KycRequiredNotice onNavigate={close} />}
      {!needsKyc && (account.isPending || (account.data?.is_activated && balance.isPending)) && (
        <Stack gap="sm" aria-busy="true" aria-label="Loading">
          <Skeleton height={24} />
          <Skeleton height={60} />
        </Stack>
      )}
      {!needsKyc && account.isError && <QueryErrorAlert error={account.error} onRetry={() => void account.refetch()} />}
      {!needsKyc && account.isSuccess && !account.data?.is_activated && (
        <PayoutAccountPrompt account={account.data} onCheckAgain={() => void account.refetch()} checking={account.isFetching} />
      )}
      {!needsKyc && account.data?.is_activated && balance.isError && <QueryErrorAlert error={balance.error} onRetry={() => void balance.refetch()} />}
      {!needsKyc && account.data?.is_activated && balance.data && (
        <WithdrawForm balance={balance.data} submitting={request.isPending} onConfirm={confirm} onCancel={close} />
      )}
    </Stack>
  );
}
