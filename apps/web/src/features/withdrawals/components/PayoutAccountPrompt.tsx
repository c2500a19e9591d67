import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconExternalLink } from '@tabler/icons-react';
import type { PayoutAccount } from '@velvet/contracts';
import { useCreatePayoutAccount } from '../hooks/use-withdrawals';
import { payoutAccountFailureMessage } from '../lib/withdraw-messages';

type PayoutAccountPromptProps = {
  /** The account when it was created but not activated yet; null when there is none. */
  account: PayoutAccount | null;
  onCheckAgain: () => void;
  checking: boolean;
};

/** Without an activated payout account: create it (activation opens in a new tab), then come back. */
export function PayoutAccountPrompt({ account, onCheckAgain, checking }: PayoutAccountPromptProps) {
  const create = useCreatePayoutAccount();

  const createAndOpen = () => {
    // Opened within the click, so that popup blockers let it through; it is sent on once the URL is known.
    const tab = window.open('', '_blank');
    // The provider's page must not reach back into this one.
    if (tab) tab.opener = null;
    create.mutate(undefined, {
      onSuccess: ({ activation_url: url }) => {
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      },
      onError: () => tab?.close(),
    });
  };

  return (
    <Stack>
      <Text size="sm">
        Withdrawals are paid to your payout account. Create it and activate it at our payout provider; the activation opens in a new
        tab.
      </Text>
      {create.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {payoutAccountFailureMessage(create.error)}
        </Alert>
      )}
      <Group>
        {account ? (
          <Button component="a" href={account.activation_url} target="_blank" rel="noopener noreferrer" rightSection={<IconExternalLink size={16} />}>
            Activate payout account
          </Button>
        ) : (
          <Button onClick={createAndOpen} loading={create.isPending} rightSection={<IconExternalLink size={16} />}>
            Create payout account
          </Button>
        )}
        <Button variant="default" onClick={onCheckAgain} loading={checking}>
          I have activated it
        </Button>
      </Group>
    </Stack>
  );
}
