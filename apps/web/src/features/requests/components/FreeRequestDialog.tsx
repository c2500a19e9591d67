import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ratingTypes, type FreeServiceEntry, type RatingType } from '@velvet/contracts';
import { useState, type FormEvent } from 'react';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { useSendFreeRequest } from '../hooks/use-requests';
import { checkFreeRequest, freeCallMaxMinutes, freeServiceSummary, initialFreeRequestValues, type FreeRequestValues } from '../lib/free-request';
import { requestTitles, successMessage } from '../lib/request-form';

type FreeRequestDialogProps = { entry: FreeServiceEntry; onClose: () => void };

function FreeRequestForm({ entry, onClose }: FreeRequestDialogProps) {
  const send = useSendFreeRequest();
  const [values, setValues] = useState<FreeRequestValues>(() => initialFreeRequestValues(entry));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const type = entry.request_type!;
  const isCall = type === 'VOICE' || type === 'VIDEO';
  const set = <K extends keyof FreeRequestValues>(key: K, value: FreeRequestValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = checkFreeRequest(entry, values);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    setFailure(null);
    send.mutate(checked.payload, {
      onSuccess: () => {
        showToast({ color: 'green', message: successMessage(type) });
        onClose();
      },
      onError: (error) => setFailure(toUserMessage(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Free ${requestTitles[type]}`}>
      <Stack>
        <Text size="sm">
          Free with your subscription · {freeServiceSummary(entry)}
        </Text>
        {isCall && (
          <NumberInput
            label="Duration (minutes)"
            min={1}
            max={freeCallMaxMinutes(entry)}
            clampBehavior="strict"
            allowDecimal={false}
            value={values.minutes}
            onChange={(value) => set('minutes', value === '' ? '' : Number(value))}
            error={problems.minutes}
            description={`Up to ${freeCallMaxMinutes(entry)} minutes`}
          />
        )}
        {type === 'RATING' && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="free-rating-type-label">
              Rating type
            </Text>
            <SegmentedControl aria-labelledby="free-rating-type-label" data={[...ratingTypes]} value={values.ratingType ?? ''} onChange={(value) => set('ratingType', value as RatingType)} />
          </Stack>
        )}
        <Textarea label="Description" value={values.note} onChange={(event) => set('note', event.currentTarget.value)} autosize minRows={2} />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send free request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A free service of the fan's channel subscription used as a request: no payment step. */
export function FreeRequestDialog({ entry, opened, onClose }: FreeRequestDialogProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Free ${requestTitles[entry.request_type!]}`} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <FreeRequestForm entry={entry} onClose={onClose} />}
    </Modal>
  );
}
