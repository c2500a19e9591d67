import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { EventsScope } from '../api/events-api';
import { useEvents } from '../hooks/use-events';
import { isApiRequestError } from '@/shared/api';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { EventCard } from './EventCard';

/** The upcoming events of a creator, of a channel, or of the creators a fan subscribes to; nothing when there are none. */
export function EventsSection({ scope, title = 'Events' }: { scope: EventsScope; title?: string }) {
  const events = useEvents(scope);
  if (events.data && !events.data.items.length) return null;
  // The verification gate ('see events'): the feed leaves the section out (the page's banner already asks for
  // verification); a creator's or channel's page says what seeing their events needs, as a note, not an error.
  const gate = isApiRequestError(events.error) && events.error.status === 403 ? events.error.message : null;
  if (gate && 'feed' in scope) return null;
  const titleId = `events-title-${'feed' in scope ? 'feed' : 'creatorId' in scope ? scope.creatorId : scope.channelId}`;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={3} id={titleId}>
        {title}
      </Title>
      {events.isPending && <Skeleton height={120} aria-label="Loading events" />}
      {gate && (
        <Text size="sm" c="dimmed">
          {gate}
        </Text>
      )}
      {events.isError && !gate && <QueryErrorAlert error={events.error} onRetry={() => void events.refetch()} />}
      {events.data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} role="list" aria-label={title}>
          {events.data.items.map((event) => (
            <div role="listitem" key={event._id}>
              <EventCard event={event} />
            </div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
