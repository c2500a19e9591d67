import { Button, EmptyState, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { messages } from '@velvet/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';

/** Shown when a page fails to render; trying again renders the same page afresh. */
export function PageError() {
  const location = useLocation();
  const navigate = useNavigate();

  // A navigation to the same address is a new location key, which clears the error and mounts the page again.
  const retry = () => void navigate(location, { replace: true });

  return (
    <EmptyState py="xl" icon={<IconAlertTriangle />} title={messages.somethingWentWrong} description="This page could not be shown.">
      <EmptyState.Actions>
        <Group>
          <Button onClick={retry}>Try again</Button>
          <Button component={Link} to={paths.home.to()} variant="default">
            Back to home
          </Button>
        </Group>
      </EmptyState.Actions>
    </EmptyState>
  );
}
