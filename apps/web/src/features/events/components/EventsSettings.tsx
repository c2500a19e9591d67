import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { eventMessages } from '@velvet/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { showToast } from '@/shared/ui/toast';
import { EventForm } from './EventForm';
import { EventsSection } from './EventsSection';

/** /settings/events: the creator schedules events and opens each one's page (the door, attendees, cancelling). */
export function EventsSettings({ creatorId }: { creatorId: string }) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="lg">
      <Title order={2}>Events</Title>
      {creating ? (
        <Card withBorder>
          <EventForm
            onCreated={(event) => {
              showToast({ color: 'green', message: eventMessages.created });
              void navigate(paths.event.to(event._id));
            }}
          />
        </Card>
      ) : (
        <Button w="fit-content" onClick={() => setCreating(true)}>
          New event
        </Button>
      )}
      <EventsSection scope={{ creatorId }} title="Your upcoming events" />
      <Text size="sm" c="dimmed">
        Open an event to check tickets in, see who is coming, or cancel it (every ticket is refunded).
      </Text>
    </Stack>
  );
}
