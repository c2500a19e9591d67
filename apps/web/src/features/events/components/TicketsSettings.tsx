import { Anchor, Badge, Card, EmptyState, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useMyTickets } from '../hooks/use-events';
import { describeStart, viewerTimeZone } from '../lib/event-time';

/** /settings/tickets: the fan's tickets, each with the QR code and the code the creator checks in at the door. */
export function TicketsSettings() {
  const tickets = useMyTickets();
  return (
    <Stack gap="md">
      <Title order={2}>My tickets</Title>
      {tickets.isPending && <Skeleton height={200} aria-label="Loading tickets" />}
      {tickets.isError && <QueryErrorAlert error={tickets.error} onRetry={() => void tickets.refetch()} />}
      {tickets.data && !tickets.data.items.length && <EmptyState icon={<IconTicket />} title="No tickets yet" description="Tickets you buy for events show here." />}
      {tickets.data && tickets.data.items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} role="list" aria-label="Tickets">
          {tickets.data.items.map((ticket) => (
            <Card withBorder role="listitem" key={ticket._id} aria-label={`Ticket for ${ticket.event_title}`}>
              <Stack gap="xs" align="center">
                <Anchor component={Link} to={paths.event.to(ticket.event_id)} fw={600}>
                  {ticket.event_title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {describeStart(ticket, viewerTimeZone())}
                </Text>
                {ticket.qr && <Image src={ticket.qr} alt={`QR code of ticket ${ticket.code}`} w={180} h={180} />}
                <Text ff="monospace" size="lg" fw={700} aria-label="Ticket code">
                  {ticket.code}
                </Text>
                <Group gap="xs">
                  {ticket.status === 'refunded' && <Badge color="gray">Refunded</Badge>}
                  {ticket.event_status === 'cancelled' && <Badge color="red">Event cancelled</Badge>}
                  {ticket.checked_in_at && <Badge color="green">Checked in</Badge>}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
