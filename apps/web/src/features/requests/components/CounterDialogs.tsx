import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { counterFormSchema, parsePaymentSelection, requestMessages } from '@velvet/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toUserMessage } from '@/shared/errors';
import { PaymentMethodSelector, paymentSummaryText, usePaymentSelection } from '@/shared/payment-method';
import { taxInfoQueryOptions } from '@/shared/queries';
import { paths } from '@/shared/routing/paths';
import { useAnswerCounter, useRespondToRequest } from '../hooks/use-requests';

type CounterRequestProps = { requestId: string; currentPrice: number; opened: boolean; onClose: () => void };

/** 'Counter the request': a price above the fan's and an optional description. */
export function CounterRequestDialog({ requestId, currentPrice, opened, onClose }: CounterRequestProps) {
  const respond = useRespondToRequest(requestId);
  const [price, setPrice] = useState<number | ''>('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = counterFormSchema(currentPrice).safeParse({ counter_offer_price: price === '' ? undefined : price, counter_description: description || undefined });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? requestMessages.counterPriceRequired);
      return;
    }
    setProblem(null);
    respond.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Counter the request" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate aria-label="Counter the request">
        <Stack>
          <Text size="sm">The fan offered ${currentPrice.toFixed(2)}.</Text>
          <NumberInput label="Counter price ($)" min={0} decimalScale={2} value={price} onChange={(value) => setPrice(value === '' ? '' : Number(value))} error={problem} />
          <Textarea label="Description" value={description} onChange={(event) => setDescription(event.currentTarget.value)} autosize minRows={2} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={respond.isPending}>
              Send counter offer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type AcceptOfferProps = { requestId: string; difference: number; opened: boolean; onClose: () => void };
const counterModes = ['wallet', 'card'] as const;

/** 'Accept Offer': the fan pays the difference to accept the counter, or rejects it. */
export function AcceptOfferDialog({ requestId, difference, opened, onClose }: AcceptOfferProps) {
  const navigate = useNavigate();
  const taxInfo = useQuery(taxInfoQueryOptions);
  const answer = useAnswerCounter(requestId);
  const payment = usePaymentSelection({ modes: counterModes, amount: difference, taxPercentage: taxInfo.data?.tax_percentage ?? 0 });
  const [failure, setFailure] = useState<string | null>(null);

  const act = (counterStatus: 'accepted' | 'rejected') => {
    if (counterStatus === 'accepted' && !payment.selection) {
      payment.revealProblem();
      return;
    }
    setFailure(null);
    const selected = counterStatus === 'accepted' && payment.selection ? parsePaymentSelection(payment.selection) : { payment_mode: 'wallet' as const };
    answer.mutate(
      { counter_status: counterStatus, ...selected },
      {
        onSuccess: onClose,
        onError: (error) => setFailure(toUserMessage(error) ?? requestMessages.failed),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Accept Offer" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <Text size="sm">Accepting pays the difference of ${difference.toFixed(2)}.</Text>
        {taxInfo.data && <Text fw={600}>{paymentSummaryText(difference, taxInfo.data)}</Text>}
        <PaymentMethodSelector state={payment} disabled={answer.isPending} />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failure}</Text>
              {failure === requestMessages.insufficientBalance && (
                <Button size="xs" variant="light" onClick={() => void navigate(paths.wallet.to())}>
                  {requestMessages.addMoneyToWallet}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={() => act('rejected')} loading={answer.isPending && answer.variables?.counter_status === 'rejected'}>
            Reject
          </Button>
          <Button onClick={() => act('accepted')} loading={answer.isPending && answer.variables?.counter_status === 'accepted'}>
            Accept
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
