import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCurrencyDollar } from '@tabler/icons-react';
import { formatUsd, type WithdrawBalance } from '@velvet/contracts';
import { useState } from 'react';
import { parseDecimalDollars, sanitizeDecimalInput } from '@/shared/format';
import { WITHDRAW_DEFAULT_AMOUNT, WITHDRAW_INPUT_MAX_LENGTH, withdrawAmountProblem, withdrawMinimum } from '../lib/withdraw-rules';

type WithdrawFormProps = {
  balance: WithdrawBalance;
  submitting: boolean;
  onConfirm: (amount: number) => void;
  onCancel: () => void;
};

/** The amount to withdraw: numeric, 7 characters at most, 25 at first; Confirm waits for a valid amount. */
export function WithdrawForm({ balance, submitting, onConfirm, onCancel }: WithdrawFormProps) {
  const [text, setText] = useState(WITHDRAW_DEFAULT_AMOUNT);
  const amount = parseDecimalDollars(text);
  const problem = withdrawAmountProblem({ amount, balance: balance.balance, isFirstWithdrawalDone: balance.is_first_withdrawal_done });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) onConfirm(amount);
      }}
    >
      <Stack>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Withdrawable balance
          </Text>
          <Text fw={700}>{formatUsd(balance.balance)}</Text>
        </Group>
        <TextInput
          label="Amount"
          description={`Minimum ${formatUsd(withdrawMinimum(balance.is_first_withdrawal_done))}`}
          inputMode="decimal"
          autoComplete="off"
          maxLength={WITHDRAW_INPUT_MAX_LENGTH}
          leftSection={<IconCurrencyDollar size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(sanitizeDecimalInput(event.currentTarget.value, WITHDRAW_INPUT_MAX_LENGTH))}
          error={problem}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={problem !== null} loading={submitting}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
