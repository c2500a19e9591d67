import { Button, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { formatUsd, refundMessages, refundRequestSchema } from '@velvet/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiRequestError } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';

import { refundTransaction } from '../api/refunds';
import { IdInput } from './IdInput';

const refundFormSchema = refundRequestSchema.extend({ transactionId: z.uuid('Enter the transaction id (a UUID).') });

/** Refunds a purchase to the fan's wallet, while the creator's earnings from it are still on hold. */
export function RefundForm() {
  const refund = useMutation({ mutationFn: refundTransaction });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(refundFormSchema), defaultValues: { transactionId: '', reason: '' } });

  const submit = handleSubmit((values) =>
    refund.mutate(values, {
      onSuccess: (transaction) => {
        reset();
        notifications.show({ color: 'green', message: `${refundMessages.refunded} ${formatUsd(transaction.total_amount_with_tax)}` });
      },
      onError: (error) => {
        if (isApiRequestError(error) && error.fields.reason) setError('reason', { message: error.fields.reason });
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack maw={560}>
        <ErrorAlert error={refund.error} />
        <IdInput
          label="Transaction ID"
          description="From the transaction's details page"
          error={errors.transactionId?.message}
          {...register('transactionId')}
        />
        <Textarea label="Reason" autosize minRows={2} error={errors.reason?.message} {...register('reason')} />
        <Button type="submit" leftSection={<IconReceiptRefund size={16} />} loading={refund.isPending} w="fit-content">
          Refund to wallet
        </Button>
      </Stack>
    </form>
  );
}
