import { Button, Group, Stack } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import type { Me } from '@velvet/contracts';
import { Link } from 'react-router';
import { EventsSection } from '@/features/events/components/EventsSection';
import { HomeFeed } from '@/features/feed/components/HomeFeed';
import { SearchBox } from '@/features/feed/components/SearchBox';
import { paths } from '@/shared/routing/paths';

/** A signed-in user's home: search, the Create button for creators, and their feed. */
export function SignedInHome({ user }: { user: Me }) {
  return (
    <Stack gap="xl">
      <Group wrap="nowrap">
        <div style={{ flex: 1 }}>
          <SearchBox />
        </div>
        {user.role === 'CREATOR' && (
          // Creators write on their own page, where the composer knows their channels.
          <Button component={Link} to={paths.creator.to(user.username)} leftSection={<IconPencilPlus size={18} />}>
            Create
          </Button>
        )}
      </Group>
      <EventsSection scope={{ feed: true }} title="Upcoming events" />
      <HomeFeed />
    </Stack>
  );
}
