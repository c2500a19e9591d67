import { Alert, Badge, Button, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { checkInSchema, eventMessages, type Event } from '@velvet/contracts';
import { Suspense, lazy, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toUserMessage } from '@/shared/errors';
import { useNow } from '@/shared/hooks/use-now';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { useAttendees, useCancelEvent, useCheckIn } from '../hooks/use-events';
import { isRoomOpen } from '../lib/event-time';

// The camera scanner brings the QR reader: loaded only when the creator starts scanning.
const TicketScanner = lazy(() => import('./TicketScanner').then((module) => ({ default: module.TicketScanner })));

/** Check-in by camera beside code entry; either way a ticket enters once. */
function CheckIn({ eventId }: { eventId: string }) {
  const [scanning, setScanning] = useState(false);
  return (
    <Stack gap="xs">
      {scanning ? (
        <Suspense fallback={<Skeleton height={240} maw={420} aria-label="Loading the scanner" />}>
          <TicketScanner eventId={eventId} onClose={() => setScanning(false)} />
        </Suspense>
      ) : (
        <Button variant="light" w="fit-content" leftSection={<IconQrcode size={18} aria-hidden />} onClick={() => setScanning(true)}>
          Scan QR code
        </Button>
      )}
      <CheckInForm eventId={eventId} />
    </Stack>
  );
}

/** The door by hand: the creator types the code a ticket's QR carries (a hand-held scanner types it the same way). */
function CheckInForm({ eventId }: { eventId: string }) {
  const [code, setCode] = useState('');
  const checkIn = useCheckIn();
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const parsed = checkInSchema.safeParse({ code });
    if (!parsed.success) return;
    checkIn.mutate(
      { eventId, code: parsed.data.code },
      { onSuccess: (ticket) => (setCode(''), showToast({ color: 'green', message: `${eventMessages.checkedIn}: @${ticket.holder.username}` })) },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end">
        <TextInput label="Ticket code" value={code} onChange={(change) => setCode(change.currentTarget.value)} autoComplete="off" error={checkIn.error ? toUserMessage(checkIn.error) : undefined} />
        <Button type="submit" loading={checkIn.isPending} disabled={!code.trim()}>
          Check in
        </Button>
      </Group>
    </form>
  );
}

function Attendees({ eventId }: { eventId: string }) {
  const attendees = useAttendees(eventId, true);
  if (attendees.isPending) return <Skeleton height={80} aria-label="Loading attendees" />;
  if (attendees.isError) return <QueryErrorAlert error={attendees.error} onRetry={() => void attendees.refetch()} />;
  if (!attendees.data.items.length) return <Text c="dimmed">No tickets sold yet.</Text>;
  return (
    <Table aria-label="Attendees">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Fan</Table.Th>
          <Table.Th>Ticket</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {attendees.data.items.map((ticket) => (
          <Table.Tr key={ticket._id}>
            <Table.Td>@{ticket.holder.username}</Table.Td>
            <Table.Td>
              {ticket.status === 'refunded' ? <Badge color="gray">Refunded</Badge> : ticket.checked_in_at ? <Badge color="green">Checked in</Badge> : <Badge variant="light">Valid</Badge>}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** What the event's creator sees on its page: the room, the door, the attendees and cancelling (which refunds every ticket). */
export function EventHostPanel({ event }: { event: Event }) {
  const now = useNow();
  const cancel = useCancelEvent();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="md">
      {isRoomOpen(event, now) && (
        <Button component={Link} to={paths.eventRoom.to(event._id)} w="fit-content">
          Open the room
        </Button>
      )}
      {event.status === 'scheduled' && (
        <Stack gap="xs">
          <Title order={3}>Check in</Title>
          <CheckIn eventId={event._id} />
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={3}>Attendees</Title>
        <Attendees eventId={event._id} />
      </Stack>
      {event.status === 'scheduled' &&
        (confirming ? (
          <Alert color="red" variant="light" title="Cancel this event?">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Every ticket is refunded to its buyer’s wallet. This cannot be undone.</Text>
              <Group>
                <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate(event._id, { onSuccess: () => showToast({ color: 'green', message: eventMessages.cancelledOk }) })}>
                  Cancel event and refund
                </Button>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </Group>
              {cancel.error && <Text c="red" size="sm" role="alert">{toUserMessage(cancel.error)}</Text>}
            </Stack>
          </Alert>
        ) : (
          <Button variant="light" color="red" w="fit-content" onClick={() => setConfirming(true)}>
            Cancel event
          </Button>
        ))}
    </Stack>
  );
}
