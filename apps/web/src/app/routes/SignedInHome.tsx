import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import type { Me } from '@velvet/contracts';
import { Link } from 'react-router';
import { EventsSection } from '@/features/events/components/EventsSection';
import { HomeFeed } from '@/features/feed/components/HomeFeed';
import { paths } from '@/shared/routing/paths';

/** A signed-in user's home: the Create button for creators, and their feed (search is in the header and the tab bar). */
export function SignedInHome({ user }: { user: Me }) {
  return (
    <Stack gap="xl">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          Home
        </Title>
        {user.role === 'CREATOR' && (
          // Creators write on their own page, where the composer knows their channels.
          <Button component={Link} to={`${paths.creator.to(user.username)}#compose`} leftSection={<IconPencilPlus size={18} />}>
            Create
          </Button>
        )}
      </Group>
      <EventsSection scope={{ feed: true }} title="Upcoming events" />
      <HomeFeed />
    </Stack>
  );
}
