import { Button } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useModalManager } from '@/shared/modals';
import { usePayoutAccount } from '../hooks/use-withdrawals';
import { withdrawTrigger } from '../lib/withdraw-destination';

/** The spec's WITHDRAW trigger: opens the dialog carrying the payout account's sid and type. */
export function WithdrawButton() {
  const { openModal } = useModalManager();
  const account = usePayoutAccount();
  return (
    <Button leftSection={<IconCash size={18} />} onClick={() => openModal('WITHDRAW', withdrawTrigger(account.data))}>
      Withdraw
    </Button>
  );
}
