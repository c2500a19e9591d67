import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { paymentMessages } from '@velvet/contracts';

/** Why a payment did not go through; for a short wallet, with the spec's 'Add money to Wallet'. */
export function PaymentProblem({ message, onAddMoney }: { message: string; onAddMoney: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {message === paymentMessages.insufficientBalance && (
          <Button size="xs" variant="light" onClick={onAddMoney}>
            {paymentMessages.addMoneyToWallet}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
