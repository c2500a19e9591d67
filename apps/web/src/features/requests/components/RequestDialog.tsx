import { Alert, Button, Group, Loader, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { notificationSchema, parsePaymentSelection, ratingTypes, requestMessages, socketEvents, type Notification, type RatingType, type RequestType, type Service } from '@velvet/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toUserMessage } from '@/shared/errors';
import { useRealtimeEvent } from '@/shared/realtime';
import { PaymentMethodSelector, SKRILL_SELECTION, paymentSummaryText, sendToWalletPage, usePaymentSelection } from '@/shared/payment-method';
import { taxInfoQueryOptions } from '@/shared/queries';
import { paths } from '@/shared/routing/paths';
import { showToast } from '@/shared/ui/toast';
import { useSendRequest } from '../hooks/use-requests';
import { awaitedRequestOutcome, checkRequest, minutesInputMax, initialRequestValues, pickedFilesProblem, requestErrorMessage, requestFields, requestOutcome, requestTitles, shownPrice, successMessage, type RequestFormValues } from '../lib/request-form';
import { MediaPicker } from './MediaPicker';

const requestModes = ['wallet', 'card', 'skrill'] as const;

type RequestDialogProps = { service: Service; onClose: () => void };

function RequestForm({ service, onClose }: RequestDialogProps) {
  const navigate = useNavigate();
  const taxInfo = useQuery(taxInfoQueryOptions);
  const send = useSendRequest();
  const [values, setValues] = useState<RequestFormValues>(() => initialRequestValues(service));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const type = service.type as RequestType;
  // A card payment answered Pending: the dialog stays open until its Call-And-Rating-Request notification,
  // which may even arrive before the answer (kept in `early`).
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const early = useRef(new Map<string, Notification>());
  const settle = (notification: Notification) => {
    setAwaiting(null);
    if (notification.data.status === 'failed') {
      setFailure(requestErrorMessage(type, notification.data.failure_reason ?? null));
      return;
    }
    showToast({ color: 'green', message: successMessage(type) });
    onClose();
  };
  const awaitPayment = (transactionId: string) => {
    const arrived = early.current.get(transactionId);
    if (arrived && awaitedRequestOutcome(arrived, transactionId)) settle(arrived);
    else setAwaiting(transactionId);
  };
  useRealtimeEvent(socketEvents.notification, (payload) => {
    const pushed = notificationSchema.safeParse(payload);
    if (!pushed.success || pushed.data.type !== 'Call-And-Rating-Request' || !pushed.data.data.transaction_id) return;
    if (awaiting && awaitedRequestOutcome(pushed.data, awaiting)) settle(pushed.data);
    else early.current.set(pushed.data.data.transaction_id, pushed.data);
  });
  const fields = requestFields(service);
  const price = shownPrice(service, values);
  const payment = usePaymentSelection({ modes: requestModes, amount: price ?? 0, taxPercentage: taxInfo.data?.tax_percentage ?? 0 });
  const set = <K extends keyof RequestFormValues>(key: K, value: RequestFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || awaiting) return;
    const viaWalletPage = payment.selection === SKRILL_SELECTION;
    const selected = payment.selection && !viaWalletPage ? parsePaymentSelection(payment.selection) : { payment_mode: 'wallet' as const };
    const checked = checkRequest(service, values, selected);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    if (!payment.selection) {
      payment.revealProblem();
      return;
    }
    setFailure(null);
    // The hosted wallet goes through the v2 call, without payment fields.
    const { payment_mode: _mode, tokenised_card_id: _card, ...request } = checked.payload;
    send.mutate(viaWalletPage ? request : checked.payload, {
      onSuccess: ({ transaction }) => {
        const outcome = transaction ? requestOutcome(transaction) : 'failed';
        if (outcome === 'failed') setFailure(requestErrorMessage(type, transaction?.failure_reason ?? null));
        else if (outcome === 'wallet-page' && transaction) {
          onClose();
          sendToWalletPage(transaction);
        } else if (outcome === 'sent' || !transaction) {
          showToast({ color: 'green', message: successMessage(type) });
          onClose();
        } else awaitPayment(transaction._id);
      },
      onError: (error) => setFailure(requestErrorMessage(type, toUserMessage(error))),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={requestTitles[type]}>
      <Stack>
        <Text size="sm">{service.name}</Text>
        {fields.minutes ? (
          <NumberInput label="Duration (minutes)" min={1} max={minutesInputMax(service)} clampBehavior="strict" allowDecimal={false} value={values.minutes} onChange={(value) => set('minutes', value === '' ? '' : Number(value))} error={problems.proposed_duration} />
        ) : (
          service.duration !== null && <Text size="sm">Duration: {service.duration / 60} minutes</Text>
        )}
        {fields.amount && (
          <NumberInput label="Amount ($)" min={0} decimalScale={2} value={values.amount} onChange={(value) => set('amount', value === '' ? '' : Number(value))} error={problems.proposed_amount} description={service.min_price !== null ? `At least $${service.min_price}` : undefined} />
        )}
        {fields.rating && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="rating-type-label">
              Rating type
            </Text>
            <SegmentedControl aria-labelledby="rating-type-label" data={[...ratingTypes]} value={values.ratingType ?? ''} onChange={(value) => set('ratingType', value as RatingType)} />
            {problems['extra_data.rating_type'] && (
              <Text size="xs" c="red" role="alert">
                {problems['extra_data.rating_type']}
              </Text>
            )}
          </Stack>
        )}
        <Textarea label="Description" value={values.note} onChange={(event) => set('note', event.currentTarget.value)} autosize minRows={2} error={problems.request_note} />
        {fields.files && (
          <MediaPicker label="Attach files" value={values.media} onChange={(media) => set('media', media)} check={(files) => pickedFilesProblem(files, values.media.length)} error={problems.media} disabled={send.isPending} />
        )}
        {price !== null && taxInfo.data && (
          <Text fw={600} aria-live="polite">
            {paymentSummaryText(price, taxInfo.data)}
          </Text>
        )}
        <PaymentMethodSelector state={payment} disabled={send.isPending} />
        {awaiting && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Processing your payment…</Text>
          </Group>
        )}
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
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending || awaiting !== null}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Voice Call request', 'Video request', 'Rating Request' or 'Custom Request', paid when sent. */
export function RequestDialog({ service, opened, onClose }: RequestDialogProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={onClose} title={requestTitles[service.type as RequestType]} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <RequestForm service={service} onClose={onClose} />}
    </Modal>
  );
}
