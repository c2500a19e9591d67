import { Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isRequestable, promotionInputSchema, promotionMessages, promotionPrice, REQUEST_NOTE_MAX } from '@velvet/contracts';
import { useState } from 'react';
import { getServices, serviceKeys } from '@/features/services/api/services-api';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { useSendPromotion } from '../hooks/use-promotions';
import { requestTitles } from '../lib/request-form';

type Props = { fanId: string; onClose: () => void };

/** A creator offers a fan one of their services at a promotion price (the offered amount, else the spec's rule). */
export function SendPromotionDialog({ fanId, onClose }: Props) {
  const services = useQuery({ queryKey: serviceKeys.list('mine'), queryFn: ({ signal }) => getServices(undefined, signal) });
  const send = useSendPromotion();
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const [minutes, setMinutes] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const offered = (services.data?.data ?? []).filter((service) => service.is_active && isRequestable(service.type));
  const service = offered.find((item) => item._id === serviceId);
  const isCall = service?.type === 'VOICE' || service?.type === 'VIDEO';
  const duration = isCall && typeof minutes === 'number' ? minutes * 60 : undefined;
  const price = service ? promotionPrice(service, { offered_amount: typeof amount === 'number' ? amount : undefined, duration: duration ?? service.duration ?? undefined }) : null;

  const submit = () => {
    const parsed = promotionInputSchema.safeParse({
      target_user: fanId,
      service_id: serviceId ?? '',
      ...(typeof amount === 'number' && { offered_amount: amount }),
      request_note: note,
      extra_data: duration ? { duration } : {},
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? promotionMessages.noPrice);
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        showToast({ color: 'green', message: promotionMessages.sent });
        onClose();
      },
      onError: (failure) => setError(toUserMessage(failure)),
    });
  };

  return (
    <Modal opened onClose={onClose} title="Send a promotion" centered>
      <Stack>
        <Select
          label="Service"
          placeholder={services.isPending ? 'Loading…' : 'Choose a service'}
          data={offered.map((item) => ({ value: item._id, label: `${item.name} (${requestTitles[item.type as keyof typeof requestTitles] ?? item.type})` }))}
          value={serviceId}
          onChange={setServiceId}
          nothingFoundMessage="Nothing to show here :("
          disabled={services.isPending}
        />
        {services.isError && (
          <Text size="sm" c="red" role="alert">
            {toUserMessage(services.error)}
          </Text>
        )}
        <NumberInput label="Offered amount (optional)" prefix="$" min={0} decimalScale={2} value={amount} onChange={setAmount} />
        {isCall && <NumberInput label="Duration (minutes)" min={1} max={720} value={minutes} onChange={setMinutes} />}
        <Textarea label="Note (optional)" value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={REQUEST_NOTE_MAX} autosize minRows={1} maxRows={4} />
        {price !== null && <Text size="sm" fw={600}>Promotion price: ${price.toFixed(2)}</Text>}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={send.isPending} disabled={!serviceId}>
            Send promotion
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
