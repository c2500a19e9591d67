import { Alert, Anchor, Badge, Button, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { eventMessages, type Event } from '@velvet/contracts';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { isApiRequestError } from '@/shared/api';
import { TipButton } from '@/features/posts/components/TipButton';
import { useMemberAction } from '@/features/posts/hooks/use-member-action';
import { VerificationGatePrompt } from '@/features/verification/components/VerificationGatePrompt';
import { useNow } from '@/shared/hooks/use-now';
import { paths } from '@/shared/routing/paths';
import { NotFoundState } from '@/shared/ui/NotFoundState';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useEvent } from '../hooks/use-events';
import { describeStart, formatEventTime, isRoomOpen, priceLabel, viewerTimeZone } from '../lib/event-time';

const BuyTicketDialog = lazy(() => import('./BuyTicketDialog').then((module) => ({ default: module.BuyTicketDialog })));
const EventHostPanel = lazy(() => import('./EventHostPanel').then((module) => ({ default: module.EventHostPanel })));

const audienceText: Record<Event['audience'], string> = {
  everyone: 'Open to everyone',
  subscribers: 'For subscribers of a channel',
  list: 'For a list of invited fans',
};

function FanActions({ event }: { event: Event }) {
  const now = useNow();
  const member = useMemberAction('purchase');
  const [buying, setBuying] = useState(false);
  if (event.status === 'cancelled') return null;
  if (event.my_ticket_id) {
    return (
      <Group>
        <Badge color="green" size="lg">
          You have a ticket
        </Badge>
        <Anchor component={Link} to={paths.tickets.to()}>
          Show my ticket
        </Anchor>
        {isRoomOpen(event, now) && (
          <Button component={Link} to={paths.eventRoom.to(event._id)}>
            Join the room
          </Button>
        )}
      </Group>
    );
  }
  if (member.session.status === 'signed-in' && !event.can_attend) {
    return (
      <Alert color="gray" variant="light">
        {eventMessages.notInAudience}
      </Alert>
    );
  }
  if (event.seats_left === 0) return <Badge size="lg">Sold out</Badge>;
  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={() => member.run(() => setBuying(true))}>{event.price === 0 ? 'Get a free ticket' : `Buy ticket · ${priceLabel(event.price)}`}</Button>
      <VerificationGatePrompt gate={member.gate} />
      {buying && (
        <Suspense fallback={null}>
          <BuyTicketDialog event={event} onClose={() => setBuying(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** `/events/:eventId`: the event as its viewer may see it, the ticket to buy or held, tips, and for its creator the door. */
export function EventPage({ eventId }: { eventId: string }) {
  const event = useEvent(eventId);
  useDocumentTitle(event.data ? `${event.data.title} · Velvet` : 'Event · Velvet');

  if (event.isPending) return <Skeleton height={320} aria-label="Loading the event" />;
  if (event.isError) {
    if (isApiRequestError(event.error) && event.error.status === 404) return <NotFoundState title={eventMessages.notFound} description="It may have been removed, or the link is wrong." />;
    return <QueryErrorAlert error={event.error} onRetry={() => void event.refetch()} />;
  }
  const data = event.data;
  const zone = viewerTimeZone();
  return (
    <Stack gap="md" component="article" aria-labelledby="event-title">
      {data.cover && <Image src={data.cover} alt="" radius="md" style={{ aspectRatio: '2 / 1' }} />}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} id="event-title">
            {data.title}
          </Title>
          <Text size="sm">
            by{' '}
            <Anchor component={Link} to={paths.creator.to(data.creator.username)}>
              @{data.creator.username}
            </Anchor>
          </Text>
        </Stack>
        {data.status === 'cancelled' && (
          <Badge color="red" size="lg">
            Cancelled
          </Badge>
        )}
      </Group>
      <Stack gap={2}>
        <Text fw={500}>Starts {describeStart(data, zone)}</Text>
        <Text size="sm" c="dimmed">
          Ends {formatEventTime(data.ends_at, zone)}
        </Text>
        <Text size="sm">{data.mode === 'online' ? 'Online, in the event room' : `In person${data.location ? `: ${data.location}` : ''}`}</Text>
        <Text size="sm" c="dimmed">
          {audienceText[data.audience]} · {priceLabel(data.price)} · {data.seats_left} of {data.capacity} seats left
        </Text>
      </Stack>
      {data.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>}
      {data.is_owner ? (
        <Suspense fallback={<Skeleton height={120} aria-label="Loading" />}>
          <EventHostPanel event={data} />
        </Suspense>
      ) : (
        <Group align="flex-start" justify="space-between">
          <FanActions event={data} />
          {data.status === 'scheduled' && <TipButton recipientId={data.creator._id} recipientName={data.creator.username} traceableData={{ entity: 'event', ref: data._id }} label="Tip the event" />}
        </Group>
      )}
    </Stack>
  );
}
