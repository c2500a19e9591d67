import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { deliveryProblems, DELIVERY_FILES_MAX, fileProblem, requestMessages, type RequestMedia, type RequestType } from '@velvet/contracts';
import { useState, type FormEvent } from 'react';
import { useRespondToRequest } from '../hooks/use-requests';
import { MediaPicker } from './MediaPicker';

type DeliveryDialogProps = { requestId: string; type: RequestType; opened: boolean; onClose: () => void };

/** The creator accepts a rating or custom request with its delivery: a description, and media (at least one for a custom request). */
export function DeliveryDialog({ requestId, type, opened, onClose }: DeliveryDialogProps) {
  const respond = useRespondToRequest(requestId);
  const [details, setDetails] = useState('');
  const [media, setMedia] = useState<RequestMedia[]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = deliveryProblems(type, { details, media });
    setProblems(found);
    if (Object.keys(found).length) return;
    respond.mutate({ status: 1, details, media }, { onSuccess: onClose });
  };

  const check = (files: File[]) => (media.length + files.length > DELIVERY_FILES_MAX ? requestMessages.tooManyDeliveryFiles : files.map(fileProblem).find(Boolean) ?? null);

  return (
    <Modal opened={opened} onClose={onClose} title="Accept the request" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate aria-label="Accept the request">
        <Stack>
          <Textarea label="Details" value={details} onChange={(event) => setDetails(event.currentTarget.value)} autosize minRows={2} error={problems.details} />
          <MediaPicker label="Add media" value={media} onChange={setMedia} check={check} error={problems.media} disabled={respond.isPending} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={respond.isPending}>
              Accept
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
