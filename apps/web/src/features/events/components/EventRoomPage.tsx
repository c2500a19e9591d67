import { Alert, Anchor, Badge, Button, Grid, Group, ScrollArea, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { EVENT_ROOM_VIEWERS_MAX, eventRoomMessages, type Event } from '@velvet/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MediaTile } from '@/features/calls/components/MediaTile';
import { toUserMessage } from '@/shared/errors';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useEvent } from '../hooks/use-events';
import { useEventRoom } from '../hooks/use-event-room';

function RoomChat({ lines, say }: Pick<ReturnType<typeof useEventRoom>, 'lines' | 'say'>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!text.trim()) return;
    say(text.trim())
      .then(() => (setText(''), setError(null)))
      .catch((failure: unknown) => setError(toUserMessage(failure)));
  };
  return (
    <Stack gap="xs" component="section" aria-label="Room chat">
      <ScrollArea h={300} type="auto">
        <Stack gap={4} role="log" aria-label="Chat messages" aria-live="polite">
          {lines.length === 0 && (
            <Text size="sm" c="dimmed">
              No messages yet.
            </Text>
          )}
          {lines.map((line) => (
            <Text size="sm" key={`${line.at}-${line.user_id}-${line.text}`}>
              <Text span fw={600}>
                @{line.username}
              </Text>{' '}
              {line.text}
            </Text>
          ))}
        </Stack>
      </ScrollArea>
      <form onSubmit={submit} noValidate>
        <Group gap="xs" wrap="nowrap">
          <TextInput aria-label="Chat message" placeholder="Say something" value={text} maxLength={500} onChange={(change) => setText(change.currentTarget.value)} error={error} style={{ flex: 1 }} />
          <Button type="submit" disabled={!text.trim()}>
            Send
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

function Room({ event }: { event: Event }) {
  const room = useEventRoom(event._id, event.is_owner);
  if (room.phase === 'failed') {
    return (
      <Alert color="red" role="alert" title="You are not in the room">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{room.problem}</Text>
          <Anchor component={Link} to={paths.event.to(event._id)}>
            Back to the event
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  const placeholder = room.phase === 'starting' ? 'Entering the room…' : event.is_owner ? 'Starting your camera…' : 'Waiting for the creator to start…';
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xs">
          <MediaTile stream={room.stream} label={event.is_owner ? 'You (live)' : `@${event.creator.username}`} local={event.is_owner} video testId="event-stream" placeholder={placeholder} />
          {event.is_owner && (
            <Text size="sm" c="dimmed">
              {room.viewers} of at most {EVENT_ROOM_VIEWERS_MAX} viewers watching
            </Text>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <RoomChat lines={room.lines} say={room.say} />
      </Grid.Col>
    </Grid>
  );
}

/** `/events/:eventId/room`: the creator's stream and the room's chat, for the creator and ticket holders. */
export function EventRoomPage({ eventId }: { eventId: string }) {
  const event = useEvent(eventId);
  if (event.isPending) return <Skeleton height={320} aria-label="Loading the room" />;
  if (event.isError) return <QueryErrorAlert error={event.error} onRetry={() => void event.refetch()} />;
  const data = event.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {data.title}
        </Title>
        <Badge color="red" variant="filled">
          Live room
        </Badge>
      </Group>
      {data.is_owner || data.my_ticket_id ? (
        <Room event={data} />
      ) : (
        <Alert color="gray" role="alert" title={eventRoomMessages.noTicket}>
          <Anchor component={Link} to={paths.event.to(data._id)}>
            See the event
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
