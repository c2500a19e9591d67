import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { Event } from '@velvet/contracts';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { describeStart, priceLabel, viewerTimeZone } from '../lib/event-time';

/** One event in a list: cover (2:1), title, start in the viewer's zone, price and seats. */
export function EventCard({ event }: { event: Event }) {
  return (
    <Card withBorder padding="sm" component={Link} to={paths.event.to(event._id)} aria-label={event.title}>
      {event.cover && (
        <Card.Section>
          <Image src={event.cover} alt="" style={{ aspectRatio: '2 / 1' }} />
        </Card.Section>
      )}
      <Stack gap={4} mt={event.cover ? 'sm' : 0}>
        <Text fw={600}>{event.title}</Text>
        <Text size="sm" c="dimmed">
          {describeStart(event, viewerTimeZone())}
        </Text>
        <Group gap="xs">
          <Badge variant="light">{priceLabel(event.price)}</Badge>
          <Badge variant="outline">{event.mode === 'online' ? 'Online' : 'In person'}</Badge>
          {event.my_ticket_id ? <Badge color="green">You have a ticket</Badge> : <Badge variant="default">{event.seats_left} seats left</Badge>}
        </Group>
      </Stack>
    </Card>
  );
}
