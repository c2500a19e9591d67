import { Button, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatUsd, refundMessages, refundRequestSchema, type Transaction } from '@velvet/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { refundTransaction } from '../api/refunds';
import { adminKeys } from '../hooks/admin-keys';
import { TransactionPicker } from './TransactionPicker';

/** The reason and the button that refund one purchase to the fan's wallet. */
export function RefundReasonForm({ transaction, onRefunded }: { transaction: Transaction; onRefunded?: () => void }) {
  const queryClient = useQueryClient();
  const refund = useMutation({ mutationFn: refundTransaction, onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(refundRequestSchema), defaultValues: { reason: '' } });

  const submit = handleSubmit((values) =>
    refund.mutate(
      { transactionId: transaction._id, ...values },
      {
        onSuccess: (refunded) => {
          notifications.show({ color: 'green', message: `${refundMessages.refunded} ${formatUsd(refunded.total_amount_with_tax)}` });
          onRefunded?.();
        },
        onError: (error) => {
          if (isApiRequestError(error) && error.fields.reason) setError('reason', { message: error.fields.reason });
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <ErrorAlert error={refund.error} />
        <Textarea label="Reason for the refund" autosize minRows={2} error={errors.reason?.message} data-autofocus {...register('reason')} />
        <Button type="submit" leftSection={<IconReceiptRefund size={16} />} loading={refund.isPending} w="fit-content">
          Refund to wallet
        </Button>
      </Stack>
    </form>
  );
}

/** Refunds a purchase to the fan's wallet, found by its id or among a user's transactions. */
export function RefundForm() {
  const [transaction, setTransaction] = useState<Transaction | null>(null);
  return (
    <Stack maw={640}>
      <TransactionPicker value={transaction} onChange={setTransaction} />
      {transaction && <RefundReasonForm key={transaction._id} transaction={transaction} onRefunded={() => setTransaction(null)} />}
    </Stack>
  );
}
